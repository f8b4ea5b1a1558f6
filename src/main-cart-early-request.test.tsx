// A visit that opens on /cart: the page's HTML (the server's script, server/storefront/html/early-requests.ts) asks
// for the cart before the app's scripts have run, and the app takes that answer instead of asking again.
// Run here with the app's real client and the in-process shop, so the server's printed query and the app's
// own request must agree for the answer to be taken (app/apollo/early-request.ts).
import { act, screen, within } from '@testing-library/react';
import { earlyRequestTag } from '../server/storefront/html/early-requests';
import { openCartWithPhone, PHONE } from '../test/support/cart-first-visit';
import { EARLY_REQUEST_GLOBAL } from './app/apollo/early-request';

// The whole app boots against the in-process shop: slow on the shared 2-core machine.
jest.setTimeout(45_000);

/** Runs the inline script of the page's HTML, as the browser would while parsing it. */
function runPageScript(tag: string): void {
  const code = /^<script>([\s\S]*)<\/script>$/.exec(tag)?.[1];
  if (!code) throw new Error(`not an inline script: ${tag.slice(0, 40)}`);
  // Node's fetch (this test's) wants absolute URLs; a browser resolves the script's '/graphql?…' the same way.
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => realFetch(new URL(String(input), window.location.href).href, init);
  try {
    new Function(code)();
  } finally {
    globalThis.fetch = realFetch;
  }
}

test('the cart page takes the answer its HTML asked for early, asks for it no more, and shows its lines', async () => {
  const log = await openCartWithPhone();
  runPageScript(earlyRequestTag('/cart'));
  expect(log.map((op) => op.name)).toEqual(['GetCartDetails']);

  await act(() => import('./main'));
  const main = await screen.findByRole('main', {}, { timeout: 10_000 });
  const quantity = `Quantity, ${PHONE.name}`;
  expect(await within(main).findByRole('group', { name: quantity }, { timeout: 20_000 })).toBeInTheDocument();
  expect(log.filter((op) => op.name === 'GetCartDetails')).toHaveLength(1);
  expect(window).not.toHaveProperty(EARLY_REQUEST_GLOBAL);
  delete process.env.GUEST_CART_ALLOWED;
});
