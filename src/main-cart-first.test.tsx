// A visit that opens on /cart: main.tsx asks for the cart's details while the app boots, and the page takes that
// answer as its own instead of asking again when it mounts (app/pages.ts preloadPageData).
import { act, screen, within } from '@testing-library/react';
import { useRealShop } from '../test/support/real-shop';
import { server } from '../test/support/msw-server';
import { makeTestStore } from '../test/support/render';
import { addItemToCart } from './features/cart';
import { CART_MESSAGES } from './features/cart/messages';

// The whole app boots against the in-process shop: slow on the shared 2-core machine.
jest.setTimeout(45_000);

const PHONE = { sku: 'ZS-SAM-10034', name: 'Samsung Galaxy F55 5G (8GB RAM, 128GB)' };

test('the cart page opened first asks for its details at boot, once, and shows its lines', async () => {
  window.scrollTo = jest.fn();
  process.env.GUEST_CART_ALLOWED = 'true';
  useRealShop();
  // A guest who put a phone in the cart on an earlier visit: its id is in storage.
  await makeTestStore()
    .dispatch(addItemToCart({ sku: PHONE.sku, quantity: 1 }))
    .unwrap();
  const operations: string[] = [];
  const askedBeforeThePage: boolean[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/graphql')) return;
    const query = url.searchParams.get('query') ?? '';
    const name = url.searchParams.get('operationName') ?? /^\s*\w+\s+(\w+)/.exec(query)?.[1] ?? '';
    operations.push(name);
    if (name === 'GetCartDetails')
      askedBeforeThePage.push(!screen.queryByRole('heading', { name: CART_MESSAGES.title }));
  });
  window.history.replaceState(null, '', '/cart');
  document.body.innerHTML = '<div id="root"></div>';
  await act(() => import('./main'));

  const main = await screen.findByRole('main', {}, { timeout: 10_000 });
  expect(
    await within(main).findByRole('group', { name: `Quantity, ${PHONE.name}` }, { timeout: 20_000 }),
  ).toBeInTheDocument();
  expect(operations.filter((name) => name === 'GetCartDetails')).toHaveLength(1);
  expect(askedBeforeThePage).toEqual([true]); // asked at boot, not by the page once rendered
  delete process.env.GUEST_CART_ALLOWED;
});
