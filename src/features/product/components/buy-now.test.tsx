// Buy Now against the in-process shop: checkout with just this product, in a cart of its own (a guest) or the
// customer's one cart emptied for it; the shopper's cart back, whole, once checkout is over.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';
import { createCart, removeCart } from '../../cart';
import type { TestShop } from '../../../../server/test/test-app';

jest.setTimeout(30000);

const SOUNDBAR = {
  path: '/samsung-hw-b550-2-1ch-soundbar.html',
  name: 'Samsung HW-B550 2.1ch Soundbar',
  sku: 'ZS-SAM-10167',
};
const PHONE = {
  path: '/samsung-galaxy-a35-5g-8gb-ram-128gb.html',
  name: 'Samsung Galaxy A35 5G (8GB RAM, 128GB)',
  sku: 'ZS-SAM-10035',
};

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const storedCartId = () => new BrowserPersistence().getItem<string>(STORAGE_KEYS.cartId);

interface CartView {
  lines: string[];
  coupons: string[];
}
/** A cart as the shop holds it: 'sku x quantity' lines (sorted) and its coupons. */
async function cartOf(shop: TestShop, cartId: string, token?: string): Promise<CartView> {
  const { data, errors } = await shop.gql<{
    cart: {
      items: { quantity: number; product: { sku: string } }[];
      applied_coupons: { code: string }[] | null;
    };
  }>(
    `query($id: String!) { cart(cart_id: $id) { id items { uid quantity product { uid sku } } applied_coupons { code } } }`,
    { id: cartId },
    token ? { headers: { authorization: `Bearer ${token}` } } : undefined,
  );
  if (errors) throw new Error(errors[0]!.message);
  return {
    lines: data!.cart.items.map((i) => `${i.product.sku} x ${i.quantity}`).sort(),
    coupons: (data!.cart.applied_coupons ?? []).map((c) => c.code),
  };
}

test("a guest's Buy Now checks out the product alone in a cart of its own; leaving checkout gives the cart back", async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp(SOUNDBAR.path);
  await heading(SOUNDBAR.name);
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await screen.findByText(`${SOUNDBAR.name} was added to your cart.`);
  const own = storedCartId()!;
  expect(await cartOf(shop, own)).toEqual({ lines: [`${SOUNDBAR.sku} x 1`], coupons: [] });

  await act(() => router.navigate(PHONE.path));
  await heading(PHONE.name);
  await user.click(screen.getByRole('button', { name: 'Buy Now' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  const buyNow = storedCartId()!;
  expect(buyNow).not.toBe(own);
  // Checkout's cart holds the phone alone; the shopper's own cart is untouched.
  expect(await cartOf(shop, buyNow)).toEqual({ lines: [`${PHONE.sku} x 1`], coupons: [] });
  expect(await cartOf(shop, own)).toEqual({ lines: [`${SOUNDBAR.sku} x 1`], coupons: [] });
  expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));

  // The shopper goes back to shopping without ordering: their own cart is the session's again.
  await act(() => router.navigate('/'));
  await waitFor(() => expect(storedCartId()).toBe(own));
  expect(await cartOf(shop, own)).toEqual({ lines: [`${SOUNDBAR.sku} x 1`], coupons: [] });
});

test("once checkout has replaced the Buy Now cart (the order is placed), the guest's own cart comes back at once", async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router, store } = renderApp(SOUNDBAR.path);
  await heading(SOUNDBAR.name);
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await screen.findByText(`${SOUNDBAR.name} was added to your cart.`);
  const own = storedCartId()!;
  await act(() => router.navigate(PHONE.path));
  await heading(PHONE.name);
  await user.click(screen.getByRole('button', { name: 'Buy Now' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));

  // What checkout does after an order (SPEC 4): the placed cart goes, a new one comes.
  await act(async () => {
    await store.dispatch(removeCart());
    await store.dispatch(createCart());
  });
  await waitFor(() => expect(storedCartId()).toBe(own));
  expect(router.state.location.pathname).toBe('/checkout');
});

test("a customer's one cart is emptied for Buy Now (lines and coupon set aside) and refilled as it was", async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken)!;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const { data } = await shop.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, auth);
  const cartId = data!.customerCart.id;
  await shop.gql(
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${SOUNDBAR.sku}", quantity: 2 }]) {
      cart { id } user_errors { message } } }`,
    { id: cartId },
    auth,
  );
  await shop.gql(
    'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } } }',
    { id: cartId },
    auth,
  );
  const before = await cartOf(shop, cartId, token);
  expect(before.lines).toContain(`${SOUNDBAR.sku} x 2`);
  expect(before.coupons).toEqual(['WELCOME10']);

  const user = userEvent.setup();
  const { router } = renderApp(PHONE.path);
  await heading(PHONE.name);
  await user.click(screen.getByRole('button', { name: 'Buy Now' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  // Magento keeps one active cart per customer: it now holds the phone alone, without the coupon.
  expect(await cartOf(shop, cartId, token)).toEqual({ lines: [`${PHONE.sku} x 1`], coupons: [] });

  await act(() => router.navigate('/'));
  await waitFor(async () => expect(await cartOf(shop, cartId, token)).toEqual(before));
});

test("a product the shop will not sell in that quantity: Magento's words in a toast, no checkout, the cart as it was", async () => {
  const shop = useRealShop();
  shop.db.prepare('UPDATE products SET qty = 1 WHERE sku = ?').run(PHONE.sku);
  const user = userEvent.setup();
  const { router } = renderApp(PHONE.path);
  await heading(PHONE.name);
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await user.click(screen.getByRole('button', { name: 'Buy Now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The requested qty is not available');
  expect(router.state.location.pathname).toBe(PHONE.path);
  expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  expect(new BrowserPersistence().getItem('buy_now_set_aside')).toBeUndefined();
  expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
});
