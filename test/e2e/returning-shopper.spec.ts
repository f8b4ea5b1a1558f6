// What the service worker answers for a returning shopper (sw/navigation.ts): with the worker controlling the
// page, a storefront page comes from the worker's precached app shell, and nothing the server owns does: the
// sandbox gateways' and the mail provider's pages, /graphql, /rest, /media, and the files (sw.js, the favicon,
// the manifest). The buy journeys (buy-journeys, checkout, bills, auth) go through those pages as returning
// shoppers too.
import { expect, test, type Page } from '@playwright/test';
import { asReturningShopper } from './support/returning-shopper';

/** What the app shell's document has and no server page has. */
const isAppShell = (page: Page) => page.evaluate(() => document.getElementById('root') !== null);

/** Opens `path` as a navigation and returns where its answer came from. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  return {
    path,
    status: response!.status(),
    type: (response!.headers()['content-type'] ?? '').split(';')[0],
    fromWorker: response!.fromServiceWorker(),
    shell: await isAppShell(page),
  };
}

test('with the worker in control, no page the server owns is answered by the app shell', async ({
  page,
  request,
}) => {
  await asReturningShopper(page);
  // The control: a storefront page does come from the worker, so the checks below can tell.
  expect(await open(page, '/cart')).toMatchObject({ fromWorker: true, shell: true });

  const { data } = (await (
    await request.get(
      '/graphql?query=%7Bproducts(search:%22vivo%22,pageSize:1)%7Bitems%7Bsku%20small_image%7Burl%7D%7D%7D%7D',
    )
  ).json()) as { data: { products: { items: { small_image: { url: string } }[] } } };
  const image = new URL(data.products.items[0]!.small_image.url).pathname;
  const token = '0'.repeat(48);
  const serverPages = [
    { path: `/sandbox/razorpay/pay/${token}`, status: 404, type: 'text/html' },
    { path: `/sandbox/payu/pay/${token}`, status: 404, type: 'text/html' },
    { path: '/oauthlogin/sandbox/authorize?provider=google&state=expired', status: 400, type: 'text/html' },
    // Not a catalogue query: those the worker answers from its cache (JSON all the same).
    { path: '/graphql?query=%7Bcustomer%7Bemail%7D%7D', status: 200, type: 'application/json' },
    { path: '/rest/V1/directory/countries', status: 404, type: 'application/json' },
    { path: image, status: 200, type: expect.stringMatching(/^image\//) },
  ];
  for (const expected of serverPages)
    expect(await open(page, expected.path)).toEqual({ ...expected, fromWorker: false, shell: false });

  // The build's files: themselves, from the network or (those it precaches) the worker's copy of the file.
  const files = [
    { path: '/sw.js', status: 200, type: 'text/javascript' },
    { path: '/favicon.ico', status: 200, type: 'image/x-icon' },
    { path: '/manifest.json', status: 200, type: 'application/json' },
    { path: '/robots.txt', status: 200, type: 'text/plain' },
    { path: '/icons/icon-512.png', status: 200, type: 'image/png' },
  ];
  for (const expected of files)
    expect(await open(page, expected.path)).toEqual({
      ...expected,
      fromWorker: expect.any(Boolean),
      shell: false,
    });
});
