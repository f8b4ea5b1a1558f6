// The /cart page through the UI, against the real embedded shop (in process, seeded).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { breakdownLines } from '../../../../test/support/price-breakdown';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import { makeTestStore } from '../../../../test/support/render';
import { addItemToCart } from '../cart-item-thunks';

const TAB = { sku: 'ZS-SAM-10053', name: 'Samsung Galaxy Tab A9+ (Wi-Fi, 8GB RAM, 128GB)' };
const PHONE = { sku: 'ZS-SAM-10034', name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)' };

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
  setViewport('desktop');
});

async function storeWith(...lines: { sku: string; quantity: number; parentSku?: string }[]) {
  const store = makeTestStore();
  for (const line of lines) await store.dispatch(addItemToCart(line)).unwrap();
  return store;
}

const summary = () => screen.getByRole('region', { name: 'Price details' });

test('shows each line with its price, handling charges × quantity, and the totals of SPEC 9', async () => {
  useRealShop();
  const store = await storeWith({ sku: TAB.sku, quantity: 2 }, { sku: PHONE.sku, quantity: 1 });
  renderApp('/cart', { store });

  expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
  const tab = within(await screen.findByRole('listitem', { name: TAB.name }));
  // The catalogue's resized pictures (SPEC 9), the first line's at once and first, the others lazily (on a
  // visit's first page, once it has settled).
  const picture = tab.getByRole('img', { name: TAB.name });
  expect(picture).toHaveAttribute('src', expect.stringMatching(/[?&]width=\d+.*[?&]quality=85/));
  expect(picture).toHaveAttribute('srcset', expect.stringContaining(' 160w'));
  expect(picture).toHaveAttribute('height', '120');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  const phoneLine = within(screen.getByRole('listitem', { name: PHONE.name }));
  const phonePicture = await phoneLine.findByRole('img', {}, { timeout: 10_000 });
  expect(phonePicture).toHaveAttribute('loading', 'lazy');
  expect(phonePicture).not.toHaveAttribute('fetchpriority');
  expect(tab.getByText('₹12,999')).toBeInTheDocument(); // the selling price
  expect(tab.getByText('₹20,999')).toBeInTheDocument(); // MRP, struck through
  expect(tab.getByText(/Handling charges/)).toHaveTextContent('Handling charges: ₹98'); // 49 × 2
  expect(tab.getByRole('group', { name: `Quantity, ${TAB.name}` })).toHaveTextContent('2');

  // The shop's lines, whole rupees without paise; no shipping line before a method is chosen, no coupon.
  expect(breakdownLines(summary())).toEqual([
    'Price (3 items): ₹48,997', // 2 × 12,999 + 22,999
    'Handling charges: ₹98',
    'Grand total: ₹49,095',
  ]);
  // SPEC 9's discount on MRP (2 × 8,000 + 7,000) is a saving told apart, not a line of the sum.
  expect(screen.getByText('You save ₹23,000 on MRP')).toBeInTheDocument();
  // SPEC 9: the cart subtotal is the grand total.
  expect(screen.getByText(/^Subtotal/)).toHaveTextContent('Subtotal (3 items): ₹49,095');
  expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  await waitFor(() =>
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'view_cart' })),
  );
  const viewCart = window.dataLayer!.find((event) => event.event === 'view_cart') as unknown as {
    ecommerce: { currency: string; items: { item_id: string; price: number; quantity: number }[] };
  };
  expect(viewCart.ecommerce.currency).toBe('INR');
  expect(viewCart.ecommerce.items).toContainEqual(
    expect.objectContaining({ item_id: TAB.sku, price: 12999 + 49, quantity: 2 }),
  );
});

test('the stepper changes the quantity, remove drops the line, and an emptied cart offers a way back', async () => {
  useRealShop();
  const user = userEvent.setup();
  const store = await storeWith({ sku: PHONE.sku, quantity: 1 });
  const { router } = renderApp('/cart', { store });

  await screen.findByText(PHONE.name);
  await user.click(screen.getByRole('button', { name: `Increase quantity of ${PHONE.name}` }));
  await waitFor(() =>
    expect(screen.getByRole('group', { name: `Quantity, ${PHONE.name}` })).toHaveTextContent('2'),
  );
  expect(breakdownLines(summary())).toEqual(['Price (2 items): ₹45,998', 'Grand total: ₹45,998']);
  expect(window.dataLayer).toContainEqual(
    expect.objectContaining({ event: 'cart_updated', previous_quantity: 1 }),
  );

  await user.click(screen.getByRole('button', { name: `Remove ${PHONE.name}` }));
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'remove_from_cart' }));
  await user.click(screen.getByRole('link', { name: 'Continue shopping' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('a new visitor sees the empty cart', async () => {
  useRealShop();
  renderApp('/cart');
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
});

test('an item that went out of stock is dropped with a notice', async () => {
  const shop = useRealShop();
  const store = await storeWith({ sku: TAB.sku, quantity: 1 }, { sku: PHONE.sku, quantity: 1 });
  shop.db.prepare('UPDATE products SET qty = 0, is_in_stock = 0 WHERE sku = ?').run(TAB.sku);
  renderApp('/cart', { store });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    `${TAB.name} is out of stock and was removed from your cart.`,
  );
  expect(await screen.findByText(PHONE.name)).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: `Quantity, ${TAB.name}` })).not.toBeInTheDocument();
  await waitFor(() =>
    expect(breakdownLines(summary())).toEqual(['Price (1 item): ₹22,999', 'Grand total: ₹22,999']),
  );
});

test('on a phone the cart has a back-arrow header titled Shopping Cart and no tab bar', async () => {
  useRealShop();
  setViewport('mobile');
  renderApp('/cart');
  const header = await screen.findByRole('banner');
  expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(header).toHaveTextContent('Shopping Cart');
  expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
});

test('on a phone checkout has a back-arrow header titled Checkout and no tab bar', async () => {
  useRealShop();
  setViewport('mobile');
  renderApp('/checkout');
  const header = await screen.findByRole('banner');
  expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(header).toHaveTextContent('Checkout');
  expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
});
