// On a visit's first page the cart asks for its first line's picture (its largest paint) at once and for the
// others only once the page has settled, so that on a phone they do not share the connection with it. Its own
// file: "settled" is once per page load, so this must be the first page the module sees.
import { act, screen, within } from '@testing-library/react';
import { holdSettling } from '../../../lib/page-settled';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import { makeTestStore } from '../../../../test/support/render';
import { addItemToCart } from '../cart-item-thunks';

const TAB = { sku: 'ZS-SAM-10053', name: 'Samsung Galaxy Tab A9+ (Wi-Fi, 8GB RAM, 128GB)' };
const PHONE = { sku: 'ZS-SAM-10034', name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)' };

test('the other lines’ pictures wait, in their boxes, until the first page has settled', async () => {
  window.scrollTo = jest.fn();
  setViewport('mobile');
  useRealShop();
  let release = () => {};
  holdSettling(new Promise<void>((resolve) => (release = resolve)));
  const store = makeTestStore();
  for (const sku of [TAB.sku, PHONE.sku]) await store.dispatch(addItemToCart({ sku, quantity: 1 })).unwrap();
  renderApp('/cart', { store });

  const first = within(await screen.findByRole('listitem', { name: TAB.name }, { timeout: 15_000 }));
  expect(first.getByRole('img', { name: TAB.name })).toHaveAttribute('fetchpriority', 'high');
  const other = within(screen.getByRole('listitem', { name: PHONE.name }));
  expect(other.queryByRole('img')).not.toBeInTheDocument();

  await act(async () => release());
  expect(await other.findByRole('img', { name: PHONE.name }, { timeout: 10_000 })).toHaveAttribute(
    'loading',
    'lazy',
  );
});
