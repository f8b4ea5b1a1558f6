// The wishlist through the whole app against the real in-process shop: the button on the product page and on
// product cards, the /wishlist page with prices, remove, move to cart, and SPEC 7.3's wishlist events.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import type { TestShop } from '../../../../server/test/test-app';
import { STORAGE_KEYS } from '../../../lib/storage';

jest.setTimeout(30_000);

const SOUNDBAR = '/samsung-hw-b550-2-1ch-soundbar.html';
const SOUNDBAR_NAME = 'Samsung HW-B550 2.1ch Soundbar';

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);

async function wishlistSkus(shop: TestShop, token: string): Promise<string[]> {
  const { data } = await shop.gql<{
    customer: { wishlists: { items_v2: { items: { product: { sku: string } }[] } }[] };
  }>('{ customer { wishlists { items_v2(pageSize: 100) { items { product { sku } } } } } }', undefined, {
    headers: { authorization: `Bearer ${token}` },
  });
  return data?.customer.wishlists[0]?.items_v2.items.map((i) => i.product.sku) ?? [];
}

async function cartSkus(shop: TestShop, token: string): Promise<string[]> {
  const { data } = await shop.gql<{ customerCart: { items: { product: { sku: string } }[] } }>(
    '{ customerCart { items { product { sku } } } }',
    undefined,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return data?.customerCart.items.map((i) => i.product.sku) ?? [];
}

test('the product page adds to the wishlist; /wishlist lists it with its price and moves it to the cart', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken) ?? '';
  const before = await wishlistSkus(shop, token);
  const user = userEvent.setup();
  const { unmount } = renderApp(SOUNDBAR, { services: { storage } });

  await screen.findByRole('heading', { level: 1, name: SOUNDBAR_NAME }, { timeout: 15_000 });
  const add = await screen.findByRole('button', { name: `Add ${SOUNDBAR_NAME} to Wishlist` });
  await waitFor(() => expect(add).toBeEnabled());
  expect(add).toHaveAttribute('aria-pressed', 'false');
  await user.click(add);
  expect(
    await screen.findByRole('button', { name: `Remove ${SOUNDBAR_NAME} from Wishlist` }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await wishlistSkus(shop, token)).toEqual([...before, 'ZS-SAM-10167']);
  // SPEC 9: the item price is the maximum final price plus the surcharge (₹18,999 + ₹119).
  expect(events('wishlist add')).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({
        currency: 'INR',
        items: [expect.objectContaining({ item_id: 'ZS-SAM-10167', price: 19118 })],
      }),
    }),
  ]);
  expect(events('wishlist updated')).toHaveLength(1);
  unmount();

  renderApp('/wishlist', { services: { storage } });
  const list = await screen.findByRole('list', { name: 'My Wishlist' }, { timeout: 15_000 });
  expect(screen.getByText(`${before.length + 1} items`)).toBeInTheDocument();
  const line = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name: SOUNDBAR_NAME }));
  if (!line) throw new Error('the soundbar is not listed');
  expect(line).toHaveTextContent('₹19,118');
  await waitFor(() => expect(events('wishlist viewed')).toHaveLength(1));

  await user.click(within(line).getByRole('button', { name: `Move ${SOUNDBAR_NAME} to Cart` }));
  expect(await screen.findByText(`${SOUNDBAR_NAME} was moved to your cart.`)).toBeInTheDocument();
  await waitFor(() =>
    expect(within(list).queryByRole('link', { name: SOUNDBAR_NAME })).not.toBeInTheDocument(),
  );
  expect(await cartSkus(shop, token)).toContain('ZS-SAM-10167');
  expect(await wishlistSkus(shop, token)).toEqual(before);
  expect(events('wishlist remove')).toHaveLength(1);
  expect(events('add_to_cart')).toHaveLength(1);
});

test('removing a line takes it out of the wishlist, on the page and in the shop', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken) ?? '';
  const before = await wishlistSkus(shop, token);
  expect(before.length).toBeGreaterThan(1);
  const user = userEvent.setup();
  renderApp('/wishlist', { services: { storage } });

  const list = await screen.findByRole('list', { name: 'My Wishlist' }, { timeout: 15_000 });
  const [first] = within(list).getAllByRole('button', { name: /^Remove .* from Wishlist$/ });
  const name = first!.getAttribute('aria-label')!.replace(/^Remove (.*) from Wishlist$/, '$1');
  await user.click(first!);
  expect(await screen.findByText(`${name} was removed from your wishlist.`)).toBeInTheDocument();
  await waitFor(() => expect(within(list).queryByRole('link', { name })).not.toBeInTheDocument());
  expect(await wishlistSkus(shop, token)).toHaveLength(before.length - 1);
  expect(screen.getByText(`${before.length - 1} items`)).toBeInTheDocument();
});

test('an empty wishlist says so', async () => {
  const shop = useRealShop();
  shop.db.prepare('DELETE FROM wishlist_items').run();
  const storage = await signInDemoCustomer(shop);
  renderApp('/wishlist', { services: { storage } });
  expect(
    await screen.findByText('You have no items in your wishlist.', undefined, { timeout: 15_000 }),
  ).toBeInTheDocument();
});

test('a guest sees no wishlist button on the product page', async () => {
  useRealShop();
  renderApp(SOUNDBAR);
  await screen.findByRole('heading', { level: 1, name: SOUNDBAR_NAME }, { timeout: 15_000 });
  expect(screen.queryByRole('button', { name: /Wishlist/ })).not.toBeInTheDocument();
});
