import { splitHomeContent, toPromoLink } from './home-content';

const ORIGIN = 'https://shop.example.in';

const slide = (name: string, href: string, image: string) =>
  `<div data-content-type="slide" data-slide-name="${name}"><a href="${href}">` +
  `<div class="pagebuilder-slide-wrapper" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;${image}\\&quot;}">` +
  `<div data-element="content"><h2><span>${name}</span></h2><p>Offer text</p></div>` +
  `<button data-element="button">Shop now</button></div></a></div>`;

const row = (inner: string) => `<div data-content-type="row" data-appearance="contained">${inner}</div>`;

test('takes the first slider out as slides, with in-app links and the escaped background image', () => {
  const html =
    row(
      `<div data-content-type="slider">${slide('One', `${ORIGIN}/a.html`, `${ORIGIN}/media/1.png`)}</div>`,
    ) + row('<h2 data-content-type="heading">Kept</h2>');
  const content = splitHomeContent(html, ORIGIN);
  expect(content.slides).toEqual([
    {
      key: 'slide-0',
      name: 'One',
      heading: 'One',
      text: 'Offer text',
      cta: 'Shop now',
      image: `${ORIGIN}/media/1.png`,
      link: { href: '/a.html', external: false },
    },
  ]);
  expect(content.rest).not.toContain('data-content-type="slider"');
  expect(content.rest).toContain('Kept');
});

test('takes standalone banners out as ads; content with neither is passed on unchanged', () => {
  const banner = slide('Ad', 'https://partner.example.com/x', `${ORIGIN}/media/ad.png`).replace(
    'data-content-type="slide"',
    'data-content-type="banner"',
  );
  const withAd = splitHomeContent(row(banner) + row('<p>Rest</p>'), ORIGIN);
  expect(withAd.ads.map((ad) => [ad.heading, ad.link])).toEqual([
    ['Ad', { href: 'https://partner.example.com/x', external: true }],
  ]);
  expect(withAd.rest).toBe(row('<p>Rest</p>'));

  const plain = '<p>Only <strong>text</strong></p>';
  expect(splitHomeContent(plain, ORIGIN)).toEqual({ slides: [], ads: [], rest: plain });
});

test('never turns a script or data URL into a link or an image', () => {
  expect(toPromoLink('javascript:alert(1)', ORIGIN)).toBeNull();
  expect(toPromoLink('data:text/html,<script>alert(1)</script>', ORIGIN)).toBeNull();
  const html = row(
    `<div data-content-type="slider">${slide('X', 'javascript:alert(1)', 'javascript:alert(2)')}</div>`,
  );
  const [only] = splitHomeContent(html, ORIGIN).slides;
  expect(only?.link).toBeNull();
  expect(only?.image).toBeNull();
});

describe("the shop's own home page", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the seed's JSON, read as the server does
  const pages = require('../../../server/magento/seed/data/cms-pages.json') as {
    identifier: string;
    content: string;
  }[];
  const home = pages.find((page) => page.identifier === 'home')?.content ?? '';
  const text = (html: string) =>
    (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();

  test('cut into its rows as text, splits as parsing it whole does', () => {
    const byRows = splitHomeContent(home, ORIGIN);
    // A paragraph before the first row is not Page Builder rows: the whole HTML is parsed instead.
    const whole = splitHomeContent(`<p>Lead</p>${home}`, ORIGIN);
    expect(byRows.slides.length).toBeGreaterThan(1);
    expect(byRows.ads.length).toBeGreaterThan(0);
    expect(byRows.slides).toEqual(whole.slides);
    expect(byRows.ads).toEqual(whole.ads);
    expect(text(`<p>Lead</p>${byRows.rest}`)).toBe(text(whole.rest));
    expect(byRows.rest).not.toMatch(/data-content-type="(slider|banner)"/);
  });

  test('rows that do not close where the next begins are parsed whole, not cut', () => {
    const nested = row(
      `${row('<p>Inner</p>')}<div data-content-type="slider">${slide('S', '/s', '/s.png')}</div>`,
    );
    const content = splitHomeContent(nested + row('<p>After</p>'), ORIGIN);
    expect(content.slides.map((s) => s.name)).toEqual(['S']);
    expect(content.rest).toBe(row('<p>After</p>'));
  });
});
