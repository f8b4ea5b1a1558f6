// The server-rendered <title> of a navigation (issue 25): the page's name, a dash and the store's own name
// (SPEC 2.3), as the storefront sets it once its store config is in, never the template's "Default Store View".
import fs from 'node:fs';
import path from 'node:path';
import { createTestShop, ORIGIN } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

const TEMPLATE =
  '<!doctype html><html><head><title>Default Store View</title></head><body><div id="root"></div></body></html>';

const staticDir = makeTempDir();
fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
afterAll(removeTempDirs);

const shop = createTestShop({ staticDir });

async function titleOf(url: string, backend = shop): Promise<string | undefined> {
  const response = await backend.app.fetch(
    new Request(`${ORIGIN}${url}`, { headers: { accept: 'text/html' } }),
  );
  return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
}

const productName = (
  shop.db.prepare("SELECT name FROM products WHERE sku = 'ZS-SON-10165'").get() as { name: string }
).name;

it.each([
  ['/', 'Home - Zepp Shop'],
  ['/search.html?query=phone', 'Search - Zepp Shop'],
  ['/mobiles-tablets/smartphones.html', 'Smartphones - Zepp Shop'],
  ['/about-us', 'About Us - Zepp Shop'],
  ['/cart', 'Zepp Shop'],
])('titles %s with the store’s own name', async (url, title) => {
  expect(await titleOf(url)).toBe(title);
});

it('titles a product page with the product’s name', async () => {
  const route = shop.db
    .prepare(
      "SELECT request_path FROM url_rewrites WHERE entity_type = 'product' AND entity_id = (SELECT entity_id FROM products WHERE sku = 'ZS-SON-10165')",
    )
    .get() as { request_path: string };
  expect(await titleOf(`/${route.request_path}`)).toBe(`${productName} - Zepp Shop`);
});

it('escapes a store name from the backend, and follows a renamed store', async () => {
  const renamed = createTestShop({ staticDir });
  renamed.db.prepare("UPDATE stores SET name = ? WHERE code = 'default'").run('Tom & Jerry <Shop>');
  expect(await titleOf('/', renamed)).toBe('Home - Tom &amp; Jerry &lt;Shop&gt;');
});
