import { inAppPath, isSameOrigin, opensElsewhere } from './navigation';

const ORIGIN = 'https://shop.example';

test.each([
  ['/offers?sort=price#top', '/offers?sort=price#top'],
  ['offers', '/offers'],
  [`${ORIGIN}/mobiles.html`, '/mobiles.html'],
])('%p on this origin opens in the app as %p', (url, path) => {
  expect(inAppPath(url, ORIGIN)).toBe(path);
  expect(isSameOrigin(url, ORIGIN)).toBe(true);
});

test.each([
  ['another site', 'https://elsewhere.example/offers'],
  ['a protocol-relative other site', '//elsewhere.example/offers'],
  ['plain http on this host', 'http://shop.example/offers'],
  ['mailto:', 'mailto:care@shop.example'],
  ['javascript:', 'javascript:alert(1)'],
])('%s is not this origin and needs a full page load', (_what, url) => {
  expect(isSameOrigin(url, ORIGIN)).toBe(false);
  expect(inAppPath(url, ORIGIN)).toBeNull();
});

test.each([
  '/media/catalog/a.png',
  '/rest/V1/x',
  '/graphql',
  '/graphql/',
  '/static/app.js',
  '/pub/file.pdf',
  '/sandbox/razorpay/pay/abc',
  '/oauthlogin/sandbox/authorize?state=x',
])('the server path %p is on this origin but never a client route', (url) => {
  expect(isSameOrigin(url, ORIGIN)).toBe(true);
  expect(inAppPath(url, ORIGIN)).toBeNull();
});

test('defaults to the page’s own origin', () => {
  expect(inAppPath(`${window.location.origin}/cart?x=1`)).toBe('/cart?x=1');
  expect(isSameOrigin('https://elsewhere.example/')).toBe(false);
});

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

test.each([
  { what: 'a plain main-button click', event: click, elsewhere: false },
  { what: 'the middle button', event: { ...click, button: 1 }, elsewhere: true },
  { what: 'ctrl (new tab)', event: { ...click, ctrlKey: true }, elsewhere: true },
  { what: 'cmd (new tab)', event: { ...click, metaKey: true }, elsewhere: true },
  { what: 'shift (new window)', event: { ...click, shiftKey: true }, elsewhere: true },
  { what: 'alt (download)', event: { ...click, altKey: true }, elsewhere: true },
])('$what opens elsewhere: $elsewhere', ({ event, elsewhere }) => {
  expect(opensElsewhere(event)).toBe(elsewhere);
});
