// The server routes by common/server-paths.ts, the list the service worker reads (sw/navigation.ts): a
// browser's navigation into any server area reaches that area's handler, never the storefront's index.html;
// every other page path gets index.html, as the worker answers it. A new area needs a sample here.
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_AREAS, type ServerArea } from '../../../common/server-paths';
import { answersWithShell } from '../../../sw/navigation';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const staticDir = makeTempDir();
// The server titles each page it serves (page-title.ts): the shell is known by its root element.
const SHELL =
  '<!doctype html><html><head><title>Shop shell</title></head><body><div id="root" data-shell></div></body></html>';
fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
fs.writeFileSync(path.join(staticDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
const shop = createTestShop({ staticDir });
afterAll(removeTempDirs);

/** A page of each area, as a shopper's browser would open it. */
const SAMPLES: Record<ServerArea, string> = {
  graphql: '/graphql?query=%7B__typename%7D',
  rest: '/rest/V1/directory/countries',
  media: '/media/catalog/product/no-such-image.jpg',
  paymentSandbox: `/sandbox/razorpay/pay/${'ab'.repeat(24)}`,
  mailSignInSandbox: '/oauthlogin/sandbox/authorize?provider=google&state=expired',
  shipmentTracking: '/tracking/bluedart/NOSUCHNUMBER',
  health: '/health',
  invoicePdf: '/sales/invoice/MQ==/pdf',
};

const navigation = (pathname: string) =>
  shop.app.fetch(
    new Request(`${ORIGIN}${pathname}`, { headers: { accept: 'text/html,application/xhtml+xml' } }),
  );
const isShell = async (response: Response) => (await response.text()).includes('<div id="root" data-shell>');
const workerShell = (pathname: string) =>
  answersWithShell({ request: { mode: 'navigate' }, url: new URL(pathname, ORIGIN) }, ORIGIN);

test('every server area has a sample', () => {
  expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(SERVER_AREAS).sort());
});

test.each(Object.entries(SAMPLES))(
  'the %s area answers itself, and the worker leaves it alone',
  async (_, page) => {
    expect(await isShell(await navigation(page))).toBe(false);
    expect(workerShell(page)).toBe(false);
  },
);

test.each([
  '/',
  '/cart',
  '/razorpay/checkout/success/000000012',
  '/oauthlogin/index/callback?code=c&state=s',
  '/student/mobiles-tablets.html',
  '/about-us',
])('%s is the storefront for both the server and the worker', async (page) => {
  expect(await isShell(await navigation(page))).toBe(true);
  expect(workerShell(page)).toBe(true);
});

test("the server's own pages (the sandbox gateways', the mail provider's) name the favicon, which answers", async () => {
  for (const page of [SAMPLES.paymentSandbox, SAMPLES.mailSignInSandbox])
    expect(await (await navigation(page)).text()).toContain('<link rel="icon" href="/favicon.ico">');
});

test('a file of the build is a file for both', async () => {
  const response = await navigation('/favicon.ico');
  expect(response.headers.get('content-type')).toBe('image/x-icon');
  expect(workerShell('/favicon.ico')).toBe(false);
});
