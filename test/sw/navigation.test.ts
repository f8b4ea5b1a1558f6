// The worker's navigation rule (sw/navigation.ts): the storefront's pages get the precached app shell; what the
// server owns (common/server-paths.ts) and files go to the network. server/test/platform/server-areas.test.ts
// shows the server routes by the same list.
import { answersWithShell, isFilePath } from '../../sw/navigation';
import { SERVER_AREAS } from '../../common/server-paths';

const ORIGIN = 'https://shop.example.in';
const navigate = (path: string, origin = ORIGIN) =>
  answersWithShell({ request: { mode: 'navigate' }, url: new URL(path, origin) }, ORIGIN);

test("SPEC 2.1's routes, catalogue and CMS URLs and store-code prefixes get the shell", () => {
  const pages = [
    '/',
    '/home',
    '/sign-in',
    '/create-account?email=a%40b.in',
    '/customer/account/createPassword?token=abc',
    '/search.html?query=phone',
    '/checkout',
    '/cart',
    '/order-confirmation',
    '/autosignin/customerid/12?signature=x',
    '/setu?p=electricity',
    '/order-history/000000012',
    '/oauthlogin/index/callback?code=c&state=s',
    '/custompage/index/checklogin?token=t',
    '/razorpay/checkout/success/000000012',
    '/payu/checkout/success/BILL-3',
    '/mobiles-tablets/smartphones.html',
    '/about-us',
    '/contact-us.html',
    '/student/mobiles-tablets.html',
    '/no/such/page',
  ];
  expect(pages.filter((path) => !navigate(path))).toEqual([]);
});

test("no server area's path gets the shell", () => {
  const samples = Object.values(SERVER_AREAS).flatMap((path) =>
    path.endsWith('/') ? [path, `${path}some/page?x=1`] : [path, `${path}?query=%7B__typename%7D`],
  );
  expect(samples.filter((path) => navigate(path))).toEqual([]);
  expect(navigate('/sandbox/razorpay/pay/0a1b2c')).toBe(false);
  expect(navigate('/oauthlogin/sandbox/authorize?provider=google&state=s')).toBe(false);
});

test('files go to the network: the worker itself, the favicon, the manifest, icons, chunks', () => {
  for (const file of ['/sw.js', '/favicon.ico', '/manifest.json', '/robots.txt', '/icons/icon-512.png'])
    expect([file, navigate(file)]).toEqual([file, false]);
  expect(isFilePath('/js/main.1a2b3c4d.js')).toBe(true);
  expect(isFilePath('/phone.html')).toBe(false);
  expect(isFilePath('/guide.htm')).toBe(false);
  expect(isFilePath('/v1.2/about')).toBe(false);
});

test('only navigations on this origin', () => {
  expect(navigate('/cart', 'https://elsewhere.example')).toBe(false);
  expect(answersWithShell({ request: { mode: 'cors' }, url: new URL('/cart', ORIGIN) }, ORIGIN)).toBe(false);
});
