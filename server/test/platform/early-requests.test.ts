// The cart's and checkout's HTML ask for the page's cart themselves (src/http/early-requests.ts): an inline
// script, hashed into the page's CSP, that reads browser storage as the app's links do and asks the shop
// with the app's own document. Here the script runs against a stand-in of the browser's storage and a fetch
// that goes to the real shop. (That the app then takes the answer: src/main-cart-early-request.test.tsx.)
import fs from 'node:fs';
import path from 'node:path';
import { earlyRequestTag } from '../../storefront/html/early-requests';
import { EARLY_REQUEST_GLOBAL } from '../../../src/app/apollo/early-request';
import { STORAGE_PREFIX } from '../../../src/lib/storage';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const INDEX =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const staticDir = makeTempDir();
fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
afterAll(removeTempDirs);

const shop = createTestShop({ staticDir });
const page = (pathname: string) =>
  shop.app.fetch(new Request(`${ORIGIN}${pathname}`, { headers: { accept: 'text/html' } }));

const runnableScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

interface Sent {
  url: URL;
  headers: Record<string, string>;
}

/** Runs the page's script with `entries` in storage (values as the app stores them, or raw text). */
function runScript(pathname: string, entries: Record<string, unknown>, now = Date.now()) {
  const code = runnableScripts(earlyRequestTag(pathname))[0]!;
  const stored = new Map(
    Object.entries(entries).map(([k, v]) => [
      STORAGE_PREFIX + k,
      typeof v === 'string' && v.startsWith('raw:')
        ? v.slice(4)
        : JSON.stringify({ value: v, timeStored: now }),
    ]),
  );
  const localStorage = { getItem: (key: string) => stored.get(key) ?? null };
  const sent: Sent[] = [];
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url: new URL(url, ORIGIN), headers: init.headers });
    return shop.app.fetch(new Request(new URL(url, ORIGIN), { headers: init.headers }));
  };
  const window: Record<string, unknown> = {};
  new Function('localStorage', 'fetch', 'window', code)(localStorage, fetch, window);
  return { sent, early: window[EARLY_REQUEST_GLOBAL] as { response: Promise<Response> } | undefined };
}

async function guestCartWithPhone(): Promise<string> {
  const { data } = await shop.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  const cartId = data!.createEmptyCart;
  await shop.gql(
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "ZS-SAM-10034", quantity: 1 }]) {
      cart { id } } }`,
    { id: cartId },
  );
  return cartId;
}

describe('the page’s HTML', () => {
  it('carries the script on the cart and checkout only, with its hash in the page’s CSP', async () => {
    for (const [pathname, operation] of [
      ['/cart', 'GetCartDetails'],
      ['/checkout', 'GetCheckoutCart'],
    ]) {
      const response = await page(pathname!);
      const scripts = runnableScripts(await response.text());
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toContain(`"operationName":"${operation}"`);
      expect(`<script>${scripts[0]}</script>`).toBe(earlyRequestTag(pathname!));
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
      expect(scriptSrc).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]);
    }
    for (const pathname of ['/no-such-page.html', '/customer/account', '/checkout/success']) {
      expect(runnableScripts(await (await page(pathname)).text())).toEqual([]);
    }
  });
});

describe('the script', () => {
  it('asks the shop for the stored cart, with the headers the app’s links send, and leaves the answer', async () => {
    const cartId = await guestCartWithPhone();
    const { sent, early } = runScript('/cart', {
      cartId,
      store_view_code: 'default',
      store_view_currency: 'INR',
      magento_cache_id: 'cache-1',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe('/graphql');
    expect(sent[0]!.url.searchParams.get('operationName')).toBe('GetCartDetails');
    expect(JSON.parse(sent[0]!.url.searchParams.get('variables')!)).toEqual({ cartId });
    expect(sent[0]!.headers).toEqual({
      store: 'default',
      'content-currency': 'INR',
      'x-magento-cache-id': 'cache-1',
    });
    const body = (await (await early!.response).json()) as {
      data: { cart: { items: { quantity: number }[] } };
    };
    expect(body.data.cart.items).toEqual([
      expect.objectContaining({ quantity: 1, __typename: 'SimpleCartItem' }),
    ]);
  });

  it('sends a signed-in customer’s token while it is valid, and the default store view', () => {
    const now = Date.now();
    const valid = runScript('/checkout', { cartId: 'c1', signin_token: 'tok' }, now);
    expect(valid.sent[0]!.headers).toEqual({ authorization: 'Bearer tok', store: 'default' });
    const expiredToken = JSON.stringify({ value: 'old', timeStored: now - 7_200_000, ttl: 3600 });
    const expired = runScript('/checkout', { cartId: 'c1', signin_token: `raw:${expiredToken}` }, now);
    expect(expired.sent[0]!.headers).toEqual({ store: 'default' });
  });

  it('asks nothing without a stored cart, or when storage holds something else', () => {
    expect(runScript('/cart', {}).sent).toEqual([]);
    expect(runScript('/cart', { cartId: 'raw:{not json' }).sent).toEqual([]);
    expect(runScript('/cart', { cartId: 42 }).sent).toEqual([]);
    expect(runScript('/cart', { cartId: 'raw:{"value":"c1"}' }).early).toBeUndefined();
  });
});
