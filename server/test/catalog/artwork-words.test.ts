// The seeded pictures carry no words (issue 25: "Refer Earn Background", "Phone Fest" and cropped labels such as
// "nk Offer" were drawn into banners and tiles under the page's own text). Every image the seeded content,
// categories and catalogue name is drawn without a <text> element; only the shop's logo and favicon, its own
// mark, are lettered.
import { artSvg, type ArtSpec } from '../../magento/media/art';
import { artworkSvg } from '../../magento/media/seeded-artwork';
import { createTestShop } from '../test-app';

const shop = createTestShop();

/** Every /media path the seeded CMS pages and blocks, categories and store config name. */
function seededMediaPaths(): string[] {
  const texts = [
    ...(shop.db.prepare('SELECT content FROM cms_pages').all() as { content: string }[]).map(
      (r) => r.content,
    ),
    ...(shop.db.prepare('SELECT content FROM cms_blocks').all() as { content: string }[]).map(
      (r) => r.content,
    ),
  ];
  const fromContent = texts.flatMap((t) => [...t.matchAll(/media url=([^}"\\]+)/g)].map((m) => m[1]!.trim()));
  const categories = (
    shop.db.prepare('SELECT image FROM categories WHERE image IS NOT NULL').all() as { image: string }[]
  ).map((r) => r.image.replace(/^\/?(media\/)?/, ''));
  return [...new Set([...fromContent, ...categories])];
}

const isShopMark = (mediaPath: string) => mediaPath.startsWith('logo/');

test('the seeded content names artwork for each of its pictures', () => {
  const paths = seededMediaPaths();
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.filter((p) => artworkSvg(p) === null)).toEqual([]);
});

test.each([
  'wysiwyg/home/slide-phone-fest.png',
  'wysiwyg/home/banner-bank-offer.png',
  'wysiwyg/home/refer-earn-background.png',
  'wysiwyg/about/about-hero.png',
  'catalog/category/bill-and-recharge.png',
  'wysiwyg/brands/samsung.png',
  'wysiwyg/social/instagram.png',
])('%s is a picture without words', (mediaPath) => {
  const svg = artworkSvg(mediaPath)!;
  expect(svg).not.toMatch(/<text/);
  expect(svg).toMatch(/<(path|rect|circle)/);
});

test('no seeded banner, tile, brand mark or social icon has words; the shop’s logo keeps its name', () => {
  const lettered = seededMediaPaths().filter((p) => /<text/.test(artworkSvg(p) ?? ''));
  expect(lettered.filter((p) => !isShopMark(p))).toEqual([]);
  expect(artworkSvg('logo/default/logo.png')).toMatch(/<text[^>]*>Zepp Shop<\/text>/);
});

test('no product picture or brand logo of the catalogue has words', () => {
  const specs = (
    shop.db.prepare('SELECT path, art FROM generated_media').all() as { path: string; art: string }[]
  ).map((r) => ({ path: r.path, spec: JSON.parse(r.art) as ArtSpec }));
  expect(specs.some((s) => s.spec.kind === 'logo')).toBe(true);
  expect(specs.some((s) => s.spec.kind === 'phone')).toBe(true);
  expect(specs.filter((s) => /<text/.test(artSvg(s.spec))).map((s) => s.path)).toEqual([]);
});
