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
