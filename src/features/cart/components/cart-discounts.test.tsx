// Coupon, gift card and reward coins on /cart, through the UI against the real embedded shop.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logGraphqlOperations } from '../../../../test/support/graphql-log';
import { breakdownLines } from '../../../../test/support/price-breakdown';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport, signInDemoCustomer } from '../../../../test/support/render-app';
import { makeTestStore } from '../../../../test/support/render';
import { coinName } from '../../home';
import { startCart } from '../cart-slice';
import { addItemToCart } from '../cart-item-thunks';

const PHONE = { sku: 'ZS-SAM-10034', name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)' };

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
  setViewport('desktop');
});

const summary = () => screen.getByRole('region', { name: 'Price details' });
const grandTotal = () => breakdownLines(summary()).at(-1);

test('a coupon applies and is removed; a refused one shows the shop message and keeps the code', async () => {
  useRealShop();
  const user = userEvent.setup();
  const store = makeTestStore();
  await store.dispatch(addItemToCart({ sku: PHONE.sku, quantity: 1 })).unwrap();
  renderApp('/cart', { store });
  await screen.findByRole('listitem', { name: PHONE.name }, { timeout: 15_000 });
  const before = grandTotal();

  const field = screen.getByRole('textbox', { name: 'Coupon code' });
  await user.type(field, 'NOSUCHCODE');
  await user.click(
    within(screen.getByRole('form', { name: 'Coupon code' })).getByRole('button', { name: 'Apply' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(/coupon code isn't valid/i);
  expect(field).toHaveValue('NOSUCHCODE');

  await user.clear(field);
  await user.type(field, 'WELCOME10');
  await user.click(
    within(screen.getByRole('form', { name: 'Coupon code' })).getByRole('button', { name: 'Apply' }),
  );
  expect(await screen.findByText('Coupon WELCOME10 applied')).toBeInTheDocument();
  // 10% of ₹22,999, capped at ₹500: a line of its own, named as the shop names the offer.
  expect(breakdownLines(summary())).toEqual([
    'Price (1 item): ₹22,999',
    'Welcome offer (10% off): \u2212₹500',
    'Grand total: ₹22,499',
  ]);
  expect(grandTotal()).not.toBe(before);
  expect(window.dataLayer).toContainEqual(
    expect.objectContaining({ event: 'coupon applied', coupon: 'WELCOME10' }),
  );

  await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
  expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
  await waitFor(() => expect(grandTotal()).toBe(before));
  expect(within(summary()).queryByText('Welcome offer (10% off)')).not.toBeInTheDocument();
  expect(window.dataLayer).toContainEqual(
    expect.objectContaining({ event: 'coupon removed', coupon: 'WELCOME10' }),
  );
});

test('a gift card applies and is removed; a used-up one is refused with the shop message', async () => {
  useRealShop();
  const user = userEvent.setup();
  const store = makeTestStore();
  await store.dispatch(addItemToCart({ sku: PHONE.sku, quantity: 1 })).unwrap();
  renderApp('/cart', { store });
  await screen.findByRole('listitem', { name: PHONE.name }, { timeout: 15_000 });

  const field = screen.getByRole('textbox', { name: 'Gift card code' });
  await user.type(field, 'GIFT-SANDBOX-USED');
  await user.click(
    within(screen.getByRole('form', { name: 'Gift card code' })).getByRole('button', { name: 'Apply' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(/gift card/i);

  await user.clear(field);
  await user.type(field, 'GIFT-SANDBOX-1000');
  await user.click(
    within(screen.getByRole('form', { name: 'Gift card code' })).getByRole('button', { name: 'Apply' }),
  );
  expect(await screen.findByText('Gift card GIFT-SANDBOX-1000 applied')).toBeInTheDocument();
  expect(breakdownLines(summary())).toEqual([
    'Price (1 item): ₹22,999',
    'Gift card GIFT-SANDBOX-1000: \u2212₹1,000',
    'Grand total: ₹21,999',
  ]);

  await user.click(screen.getByRole('button', { name: 'Remove gift card GIFT-SANDBOX-1000' }));
  await waitFor(() =>
    expect(screen.queryByText('Gift card GIFT-SANDBOX-1000 applied')).not.toBeInTheDocument(),
  );
  expect(within(summary()).queryByText(/Gift card/)).not.toBeInTheDocument();
});

test('a signed-in customer spends and removes reward coins', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  const storage = await signInDemoCustomer(shop);
  const store = makeTestStore({ services: { storage } });
  await store.dispatch(startCart()).unwrap();
  await store.dispatch(addItemToCart({ sku: PHONE.sku, quantity: 1 })).unwrap();
  const log = logGraphqlOperations(() => true);
  renderApp('/cart', { store });
  await screen.findByRole('listitem', { name: PHONE.name }, { timeout: 15_000 });

  await user.click(await screen.findByRole('button', { name: /^Use my / }));
  expect(await screen.findByText(new RegExp(`^\\d+ ${coinName()} applied$`))).toBeInTheDocument();
  expect(breakdownLines(summary())).toContainEqual(
    expect.stringMatching(new RegExp(`^${coinName()}: \u2212₹[\\d,]+$`)),
  );
  await waitFor(() =>
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'reward coin applied' })),
  );
  await user.click(screen.getByRole('button', { name: `Remove ${coinName()}` }));
  expect(await screen.findByRole('button', { name: `Use my ${coinName()}` })).toBeInTheDocument();
  expect(within(summary()).queryByText(coinName())).not.toBeInTheDocument();
  // The balance is asked with the header's own document (no second, differently shaped query refetching).
  const asked = log.filter((op) => /Reward/.test(op.name)).map((op) => op.name);
  expect(asked).toContain('GetRewardCoins');
  expect(asked).not.toContain('GetCartRewardBalance');
  clearInterval(store.services.sessionTimer.current);
});
