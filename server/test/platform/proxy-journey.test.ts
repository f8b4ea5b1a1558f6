// Proxy mode end to end: two real servers (main.ts), an embedded backend standing in for Magento and a
// storefront proxying to it (MAGENTO_BACKEND_URL). A shopper's browse-and-buy journey goes through the
// storefront's origin only: a product page's HTML (with the page hints asked of the backend), catalogue
// queries, sign-in, cart, addresses over REST and a cash-on-delivery order. With the backend down, the
// storefront still sends its HTML inside the page hints' 300 ms and answers API calls with a quick 502.
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readConfig } from '../../config';
import { ROUTE_HINT_TIMEOUT_MS } from '../../storefront/html/page-hints';
import { startServer } from '../../main';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const PRODUCT = {
  sku: 'ZS-SAM-10035',
  url: '/samsung-galaxy-a35-5g-8gb-ram-128gb.html',
  name: 'Samsung Galaxy A35 5G (8GB RAM, 128GB)',
};
const ADDRESS = {
  firstname: 'Asha',
  lastname: 'Verma',
  street: ['12 Janpath', 'Connaught Place'],
  city: 'New Delhi',
  region: 'Delhi',
  region_id: 542,
  region_code: 'DL',
  postcode: '110001',
  telephone: '9876501234',
  country_id: 'IN',
  email: 'demo@example.in',
};
/** The storefront's public name (PUBLIC_ORIGIN): its absolute URLs say it, whichever address served them. */
const PUBLIC_ORIGIN = 'https://shop.example.in';
const INDEX =
  '<!doctype html><html><head><title>Zepp Shop</title></head><body><div id="root"></div></body></html>';

async function listen(options: Partial<ReturnType<typeof readConfig>>) {
  const server = startServer({
    ...readConfig({}),
    dataDir: makeTempDir(),
    seedOnStart: true,
    port: 0,
    ...options,
  });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

let backend: Awaited<ReturnType<typeof listen>>;
let storefront: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => {}); // the servers' start lines
  backend = await listen({});
  const staticDir = makeTempDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  storefront = await listen({ magentoBackendUrl: backend.origin, staticDir, publicOrigin: PUBLIC_ORIGIN });
});
afterAll(async () => {
  await close(storefront.server);
  if (backend.server.listening) await close(backend.server);
  removeTempDirs();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the query selected
type Body = any;

/** Everything goes to the storefront's origin, as the browser's requests do. */
async function graphql(
  query: string,
  variables: object = {},
  token?: string,
  method: 'GET' | 'POST' = 'POST',
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', store: 'default' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response =
    method === 'GET'
      ? await fetch(
          `${storefront.origin}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`,
          { headers },
        )
      : await fetch(`${storefront.origin}/graphql`, {
          method,
          headers,
          body: JSON.stringify({ query, variables }),
        });
  const body = (await response.json()) as Body;
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${body.errors[0].message}`);
  return { body: body.data, response };
}

const rest = async (route: string, body: unknown, token: string) => {
  const response = await fetch(`${storefront.origin}/rest/V1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
};

describe('a browse-and-buy journey through the proxy', () => {
  it('browses, signs in, fills the cart, sets addresses over REST and places a cash-on-delivery order', async () => {
    // The product page's HTML, with the route the backend resolved inlined. The hint is dropped when the
    // backend takes longer than 300 ms, as a cold one on a busy machine may: the second load is the one
    // that must carry it (the backend's page cache answers the same GET at once).
    const load = () => fetch(`${storefront.origin}${PRODUCT.url}`, { headers: { accept: 'text/html' } });
    expect((await load()).status).toBe(200);
    const html = await (await load()).text();
    expect(html).toContain(`<title>${PRODUCT.name} - Zepp Shop</title>`);
    expect(html).toMatch(new RegExp(`"operation":"ResolveUrl".*"sku":"${PRODUCT.sku}"`));

    const listed = await graphql(
      `
        query P($sku: String!) {
          products(filter: { sku: { eq: $sku } }) {
            items {
              uid
              sku
              name
              stock_status
              price_range {
                minimum_price {
                  final_price {
                    value
                    currency
                  }
                }
              }
            }
          }
        }
      `,
      { sku: PRODUCT.sku },
      undefined,
      'GET',
    );
    expect(listed.response.headers.get('cache-control')).toBe('max-age=300, public');
    const product = listed.body.products.items[0];
    expect(product).toMatchObject({ sku: PRODUCT.sku, stock_status: 'IN_STOCK' });

    const token = (
      await graphql(
        'mutation { generateCustomerToken(email: "demo@example.in", password: "Demo@1234") { token } }',
      )
    ).body.generateCustomerToken.token as string;
    const cartId = (await graphql('{ customerCart { id } }', {}, token)).body.customerCart.id as string;
    const added = await graphql(
      `
        mutation A($id: String!, $sku: String!) {
          addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) {
            cart {
              id
              total_quantity
            }
            user_errors {
              message
            }
          }
        }
      `,
      { id: cartId, sku: PRODUCT.sku },
      token,
    );
    expect(added.body.addProductsToCart.user_errors).toEqual([]);
    const cart = await graphql(
      'query C($id: String!) { cart(cart_id: $id) { id total_quantity items { product { sku } } } }',
      { id: cartId },
      token,
      'GET',
    );
    expect(cart.body.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toContain(
      PRODUCT.sku,
    );
    expect(cart.response.headers.get('cache-control')).toMatch(/no-store/);

    const shipping = await rest(
      'carts/mine/shipping-information',
      {
        addressInformation: {
          shipping_address: ADDRESS,
          billing_address: ADDRESS,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
      token,
    );
    expect(shipping.status).toBe(200);
    expect(shipping.body.payment_methods.map((m: { code: string }) => m.code)).toContain('cashondelivery');
    const placed = await rest(
      'carts/mine/payment-information',
      { paymentMethod: { method: 'cashondelivery' }, billing_address: ADDRESS },
      token,
    );
    expect(placed.status).toBe(200);
    expect(placed.body).toEqual(expect.any(Number));

    const orders = await graphql(
      '{ customer { orders(pageSize: 5) { items { id number status payment_methods { type } } } } }',
      {},
      token,
    );
    expect(orders.body.customer.orders.items[0]).toMatchObject({
      status: 'Pending',
      payment_methods: [{ type: 'cashondelivery' }],
    });
  });
});

describe('what a crawler reads, from Magento’s GraphQL as from the stand-in', () => {
  it('a product page: status, canonical at the public origin, Product data and readable content', async () => {
    const response = await fetch(`${storefront.origin}${PRODUCT.url}`, { headers: { accept: '*/*' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}${PRODUCT.url}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/,
    );
    expect(html).toContain(
      `<h1 class="product-page__name">${PRODUCT.name}</h1>`.replace(' class="product-page__name"', ''),
    );
  });

  it('/health: healthy while Magento answers a store query (Magento has no /health of its own)', async () => {
    const health = await fetch(`${storefront.origin}/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('an unknown URL: 404; a moved one: 301 to the public origin', async () => {
    expect(
      (await fetch(`${storefront.origin}/no-such-page.html`, { headers: { accept: '*/*' } })).status,
    ).toBe(404);
    const moved = await fetch(`${storefront.origin}/customer-care`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, `${PUBLIC_ORIGIN}/contact-us`]);
  });
});

describe('with the backend down', () => {
  beforeAll(() => close(backend.server));

  it('still sends the storefront’s HTML within the page hints’ limit, without hints', async () => {
    for (const url of ['/', PRODUCT.url]) {
      const started = Date.now();
      const page = await fetch(`${storefront.origin}${url}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(INDEX);
      expect(Date.now() - started).toBeLessThan(ROUTE_HINT_TIMEOUT_MS + 400);
    }
  });

  it('reports itself unhealthy at /health', async () => {
    const health = await fetch(`${storefront.origin}/health`);
    expect([health.status, await health.json()]).toEqual([503, { status: 'unhealthy' }]);
  });

  it('answers the storefront’s API calls with a quick 502 it can show an error for', async () => {
    const started = Date.now();
    const response = await fetch(`${storefront.origin}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`);
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toMatch(/did not answer/);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
