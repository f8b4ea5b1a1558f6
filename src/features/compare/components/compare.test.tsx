// Compare through the whole app against the real in-process shop: the button on the product page and on cards,
// the bar, the compare page's differences, the list kept in storage per store view (checked when read), moved
// into the account on sign-in and forgotten on sign-out, and the compare events.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { server } from '../../../../test/support/msw-server';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';
import { BrowserPersistence, STORAGE_KEYS, STORAGE_PREFIX } from '../../../lib/storage';
import { signOut } from '../../user';

jest.setTimeout(60_000);

const S24 = {
  path: '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html',
  name: 'Samsung Galaxy S24 Ultra 5G (12GB RAM, 256GB)',
  sku: 'ZS-SAM-10001',
};
const ONEPLUS = {
  path: '/oneplus-12-12gb-ram-256gb.html',
  name: 'OnePlus 12 (12GB RAM, 256GB)',
  sku: 'ZS-ONE-10007',
};
const LONG = { timeout: 15_000 };

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);
const storedLists = () =>
  (JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}compare_list`) ?? 'null') as { value: unknown } | null)
    ?.value;

const productIds = (shop: TestShop, skus: string[]) =>
  skus.map((sku) =>
    String(
      (shop.db.prepare('SELECT entity_id FROM products WHERE sku = ?').get(sku) as { entity_id: number })
        .entity_id,
    ),
  );

async function guestListOf(shop: TestShop, skus: string[]): Promise<string> {
  const { data } = await shop.gql<{ createCompareList: { uid: string } }>(
    'mutation($p: [ID]) { createCompareList(input: { products: $p }) { uid } }',
    { p: productIds(shop, skus) },
  );
  return data!.createCompareList.uid;
}

async function listSkus(shop: TestShop, uid: string, token?: string): Promise<string[] | null> {
  const { data } = await shop.gql<{ compareList: { items: { product: { sku: string } }[] } | null }>(
    'query($uid: ID!) { compareList(uid: $uid) { items { product { sku } } } }',
    { uid },
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  return data?.compareList ? data.compareList.items.map((i) => i.product.sku) : null;
}

async function customerListSkus(shop: TestShop, token: string): Promise<string[] | null> {
  const { data } = await shop.gql<{
    customer: { compare_list: { items: { product: { sku: string } }[] } | null };
  }>('{ customer { compare_list { items { product { sku } } } } }', undefined, {
    headers: { authorization: `Bearer ${token}` },
  });
  return data?.customer.compare_list?.items.map((i) => i.product.sku) ?? null;
}

/** The compare table as a shopper reads it: each row's feature, values and whether it is marked. */
function tableRows() {
  const table = screen.getByRole('table', { name: /^Comparing \d products$/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const header = within(row).getByRole('rowheader');
      return {
        feature: header.firstChild?.textContent ?? '',
        values: within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
        differs: within(header).queryByText('Differs') !== null,
      };
    });
}

async function addFromProductPage(name: string) {
  await screen.findByRole('heading', { level: 1, name }, LONG);
  const add = await screen.findByRole('button', { name: `Add ${name} to compare` }, LONG);
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  expect(await screen.findByRole('button', { name: `Remove ${name} from compare` }, LONG)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('a guest adds two products, the bar counts them and the compare page shows how they differ', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp(S24.path);

  await addFromProductPage(S24.name);
  const bar = await screen.findByRole('complementary', { name: 'Compare products' }, LONG);
  expect(within(bar).getByRole('link', { name: 'Compare 1 product' })).toHaveAttribute(
    'href',
    '/compare.html',
  );
  // Kept for the next visit: the list's uid, under the store view's code.
  const uid = (storedLists() as Record<string, string>).default!;
  expect(uid).toMatch(/^[0-9a-f]{32}$/);
  expect(await listSkus(shop, uid)).toEqual([S24.sku]);
  expect(events('compare add')).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({
        currency: 'INR',
        items: [expect.objectContaining({ item_id: S24.sku, item_name: S24.name, quantity: 1 })],
      }),
    }),
  ]);

  await router.navigate(ONEPLUS.path);
  await addFromProductPage(ONEPLUS.name);
  await user.click(await within(bar).findByRole('link', { name: 'Compare 2 products' }));

  await screen.findByRole('heading', { level: 1, name: 'Compare Products' }, LONG);
  const table = await screen.findByRole('table', { name: 'Comparing 2 products' }, LONG);
  expect(within(table).getByRole('link', { name: S24.name })).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: ONEPLUS.name })).toBeInTheDocument();
  // The bar is not shown on the page it leads to.
  expect(screen.queryByRole('complementary', { name: 'Compare products' })).not.toBeInTheDocument();
  const rows = tableRows();
  const row = (feature: string) => rows.find((r) => r.feature === feature)!;
  expect(row('Price')).toMatchObject({
    differs: true,
    values: [expect.stringMatching(/^₹/), expect.stringMatching(/^₹/)],
  });
  expect(row('Brand')).toEqual({ feature: 'Brand', values: ['Samsung', 'OnePlus'], differs: true });
  const same = rows.filter((r) => !r.differs);
  expect(same.length).toBeGreaterThan(0);
  for (const r of same) expect(new Set(r.values).size).toBe(1);

  await user.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
  expect(tableRows().map((r) => r.feature)).toEqual(rows.filter((r) => r.differs).map((r) => r.feature));

  await user.click(within(table).getByRole('button', { name: `Remove ${ONEPLUS.name} from compare` }));
  expect(await screen.findByRole('table', { name: 'Comparing 1 products' }, LONG)).toBeInTheDocument();
  expect(screen.getByText('Add another product to see how they differ.')).toBeInTheDocument();
  expect(await listSkus(shop, uid)).toEqual([S24.sku]);
  expect(events('compare remove')).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: ONEPLUS.sku })] }),
    }),
  ]);
});

test('the bar clears the list; a fifth product is refused; cards carry the button too', async () => {
  const shop = useRealShop();
  const uid = await guestListOf(shop, ['ZS-SAM-10002', 'ZS-SAM-10003', 'ZS-SAM-10004', 'ZS-SAM-10005']);
  new BrowserPersistence().setItem('compare_list', { default: uid });
  const user = userEvent.setup();
  renderApp('/search.html?query=oneplus%2012');

  const bar = await screen.findByRole('complementary', { name: 'Compare products' }, LONG);
  expect(within(bar).getByRole('link', { name: 'Compare 4 products' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: ONEPLUS.name }, LONG);
  const add = await within(card).findByRole('button', { name: `Add ${ONEPLUS.name} to compare` }, LONG);
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  expect(
    await screen.findByText('You can compare up to 4 products. Remove one to add another.'),
  ).toBeInTheDocument();
  expect(await listSkus(shop, uid)).toHaveLength(4);
  expect(events('compare add')).toEqual([]);

  await user.click(within(bar).getByRole('button', { name: 'Clear the compare list' }));
  expect(await screen.findByText('Your compare list is empty now.')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('complementary', { name: 'Compare products' })).not.toBeInTheDocument(),
  );
  expect(await listSkus(shop, uid)).toBeNull();
  expect(storedLists()).toBeUndefined();
  expect(events('compare remove')[0]?.ecommerce).toMatchObject({
    items: expect.arrayContaining([expect.anything()]),
  });
  expect((events('compare remove')[0]?.ecommerce as { items: unknown[] }).items).toHaveLength(4);

  // From the card now: a new list.
  await user.click(add);
  expect(
    await within(card).findByRole('button', { name: `Remove ${ONEPLUS.name} from compare` }, LONG),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('link', { name: 'Compare 1 product' }, LONG)).toBeInTheDocument();
  const newUid = (storedLists() as Record<string, string>).default!;
  expect(newUid).not.toBe(uid);
  expect(await listSkus(shop, newUid)).toEqual([ONEPLUS.sku]);
});

test('signing in moves the guest list into the account; signing out forgets it here and keeps it there', async () => {
  const shop = useRealShop();
  const guestUid = await guestListOf(shop, [S24.sku]);
  // What a sign-in leaves: the customer's token, and the guest's list still stored.
  const storage = await signInDemoCustomer(shop);
  storage.setItem('compare_list', { default: guestUid, hi: 'b'.repeat(32) });
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken)!;
  expect(await customerListSkus(shop, token)).toBeNull();
  const { store } = renderApp('/', { services: { storage } });

  const bar = await screen.findByRole('complementary', { name: 'Compare products' }, LONG);
  expect(await within(bar).findByRole('link', { name: 'Compare 1 product' })).toBeInTheDocument();
  await waitFor(async () => expect(await customerListSkus(shop, token)).toEqual([S24.sku]));
  // The guest list is the customer's now: this store view's uid is forgotten, another store view's kept.
  await waitFor(() => expect(storedLists()).toEqual({ hi: 'b'.repeat(32) }));
  const asGuest = await shop.gql('query($uid: ID!) { compareList(uid: $uid) { uid } }', { uid: guestUid });
  expect(asGuest.errors?.[0]?.message).toBe('This customer is not authorized to access this list');

  await act(() => store.dispatch(signOut()));
  await waitFor(() =>
    expect(screen.queryByRole('complementary', { name: 'Compare products' })).not.toBeInTheDocument(),
  );
  expect(storedLists()).toBeUndefined();
  // The sign-out revoked that token: the account's list, read with a new one, is still there.
  const again = (await signInDemoCustomer(shop)).getItem<string>(STORAGE_KEYS.signinToken)!;
  expect(await customerListSkus(shop, again)).toEqual([S24.sku]);
});

test('what storage holds is checked: a malformed uid is never sent, an unknown one is forgotten', async () => {
  useRealShop();
  const storage = new BrowserPersistence();
  storage.setItem('compare_list', { default: '<img src=x onerror=alert(1)>' });
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('operationName') === 'GetCompareList')
      asked.push(JSON.parse(url.searchParams.get('variables') ?? '{}').uid);
  });
  const { unmount } = renderApp(S24.path);
  await screen.findByRole('button', { name: `Add ${S24.name} to compare` }, LONG);
  expect(screen.queryByRole('complementary', { name: 'Compare products' })).not.toBeInTheDocument();
  expect(asked).toEqual([]);
  unmount();

  storage.setItem('compare_list', { default: 'c'.repeat(32) });
  renderApp(S24.path);
  await screen.findByRole('button', { name: `Add ${S24.name} to compare` }, LONG);
  await waitFor(() => expect(storedLists()).toBeUndefined());
  expect(asked).toEqual(['c'.repeat(32)]);
});
