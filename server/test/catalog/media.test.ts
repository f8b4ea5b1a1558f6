import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const dataDir = makeTempDir();
const shop = createTestShop({ dataDir });
afterAll(removeTempDirs);

const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
  shop.app.fetch(new Request(url.startsWith('http') ? url : `${ORIGIN}${url}`, { headers }));

async function image(url: string, headers: Record<string, string> = {}) {
  const response = await fetchMedia(url, headers);
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = response.status === 200 ? await sharp(bytes).metadata() : undefined;
  return { response, bytes, meta };
}

const cacheFiles = () =>
  fs.existsSync(path.join(dataDir, 'media-cache'))
    ? fs
        .readdirSync(path.join(dataDir, 'media-cache'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
    : [];

let productImage: string;
beforeAll(async () => {
  const { data } = await shop.gql<{ products: { items: { small_image: { url: string } }[] } }>(
    '{ products(filter: { category_id: { eq: "5" } }, pageSize: 1) { items { small_image { url } } } }',
  );
  productImage = data!.products.items[0]!.small_image.url;
});

describe('product images', () => {
  it('are drawn on first request (800x1000 JPEG), kept in DATA_DIR/media and served with a long cache', async () => {
    const { response, bytes, meta } = await image(productImage);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 1000 });
    const file = path.join(dataDir, 'media', new URL(productImage).pathname.replace(/^\/media\//, ''));
    expect(fs.readFileSync(file)).toEqual(bytes);
    // Deterministic: another shop draws the same bytes.
    const other = createTestShop({ dataDir: makeTempDir() });
    const again = await other.app.fetch(new Request(productImage));
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
  });

  it('brand logos are PNG', async () => {
    const { response, meta } = await image('/media/brands/samsung.png');
    expect(response.status).toBe(200);
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 400 });
  });
});

describe('image URL parameters', () => {
  it('resize to width and height with fit=cover, as the storefront asks (format=pjpg, quality=85)', async () => {
    const { response, meta } = await image(
      `${productImage}?auto=webp&format=pjpg&width=320&height=400&quality=85&fit=cover`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 400, isProgressive: true });
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keep the aspect ratio with one dimension, and crop with cover or fit inside with bounds', async () => {
    expect((await image(`${productImage}?width=160`)).meta).toMatchObject({ width: 160, height: 200 });
    expect((await image(`${productImage}?width=200&height=200&fit=cover`)).meta).toMatchObject({
      width: 200,
      height: 200,
    });
    expect((await image(`${productImage}?width=200&height=200&fit=bounds`)).meta).toMatchObject({
      width: 160,
      height: 200,
    });
  });

  it('never enlarge past the original', async () => {
    expect((await image(`${productImage}?width=2560`)).meta).toMatchObject({ width: 800, height: 1000 });
  });

  it('convert formats; auto=webp only when the browser accepts WebP', async () => {
    expect((await image(`${productImage}?width=100&format=png`)).meta?.format).toBe('png');
    expect((await image(`${productImage}?width=100&format=webp`)).meta?.format).toBe('webp');
    const accepted = await image(`${productImage}?width=100&format=pjpg&auto=webp`, {
      accept: 'image/avif,image/webp,*/*',
    });
    expect(accepted.response.headers.get('content-type')).toBe('image/webp');
    expect(accepted.meta?.format).toBe('webp');
    const refused = await image(`${productImage}?width=100&format=pjpg&auto=webp`, {
      accept: 'image/png,*/*',
    });
    expect(refused.meta?.format).toBe('jpeg');
    // A PNG source stays PNG unless asked otherwise.
    expect((await image('/media/brands/boat.png?width=64')).meta).toMatchObject({ format: 'png', width: 64 });
  });

  it('quality changes the encoding', async () => {
    const low = await image(`${productImage}?width=400&quality=20`);
    const high = await image(`${productImage}?width=400&quality=95`);
    expect(low.bytes.length).toBeLessThan(high.bytes.length);
  });

  it('are made once and then served from the disk cache (and revalidate with ETag)', async () => {
    const url = `${productImage}?width=240&height=300&fit=cover&format=webp`;
    const before = cacheFiles().length;
    const first = await image(url);
    expect(cacheFiles().length).toBe(before + 1);
    const cached = cacheFiles().find(
      (f) => f.name.endsWith('.webp') && fs.readFileSync(path.join(f.parentPath, f.name)).equals(first.bytes),
    );
    expect(cached).toBeDefined();
    const second = await image(url);
    expect(second.bytes).toEqual(first.bytes);
    expect(cacheFiles().length).toBe(before + 1);
    const etag = first.response.headers.get('etag')!;
    const revalidated = await fetchMedia(url, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
  });

  it.each([
    ['width=abc', 'Invalid width "abc": expected a whole number from 1 to 4096.'],
    ['width=0', 'Invalid width "0": expected a whole number from 1 to 4096.'],
    ['height=99999', 'Invalid height "99999": expected a whole number from 1 to 4096.'],
    ['quality=101', 'Invalid quality "101": expected a whole number from 1 to 100.'],
    [
      'fit=stretch',
      'Invalid fit "stretch": expected one of bounds, cover, crop, contain, fill, inside, outside.',
    ],
    ['format=bmp', 'Invalid format "bmp": expected one of jpg, jpeg, pjpg, png, webp.'],
    ['auto=avif', 'Invalid auto "avif": expected one of webp.'],
  ])('answer 400 to %s', async (query, message) => {
    const response = await fetchMedia(`${productImage}?${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
  });

  it('ignore parameters they do not know (cache busters, the storefront type hint)', async () => {
    const plain = await image(productImage);
    const busted = await image(`${productImage}?v=3&type=image-product`);
    expect(busted.response.status).toBe(200);
    expect(busted.bytes).toEqual(plain.bytes);
  });
});

describe('media paths', () => {
  it.each([
    '/media/../shop.sqlite',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/catalog/product/..%2f..%2fshop.sqlite',
  ])('cannot escape the media folder: %s', async (pathname) => {
    const response = await shop.app.fetch(new Request(`${ORIGIN}${pathname}?width=10`));
    expect(response.status).toBe(404);
  });

  it('404 for an unknown product image, with or without parameters', async () => {
    expect((await fetchMedia('/media/catalog/product/n/o/no-such-image.jpg')).status).toBe(404);
    expect((await fetchMedia('/media/catalog/product/n/o/no-such-image.jpg?width=100')).status).toBe(404);
  });
});
