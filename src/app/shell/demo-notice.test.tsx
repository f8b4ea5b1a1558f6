// The demo notice: on every page while the backend's sandboxes are on; none when they are off, nor when the
// backend is a real Magento (which refuses the field: no answer, no notice).
import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { useRealShop } from '../../../test/support/real-shop';
import { server } from '../../../test/support/msw-server';
import { renderApp, setViewport } from '../../../test/support/render-app';

jest.setTimeout(40_000);

const NOTICE = 'Demo shop: payments and sign-ins are simulated. Nothing is charged or delivered.';

beforeEach(() => {
  window.scrollTo = jest.fn();
  setViewport('desktop');
});

/** Waits for the shell to have the store's config (its logo link), after which the notice would be there. */
const shellReady = () => screen.findAllByRole('link', { name: /home/i });

test.each(['/', '/sign-in', '/cart'])('with the sandboxes on, %s says it is a demo shop', async (path) => {
  useRealShop();
  renderApp(path);
  // With the shell's parts that wait for the first paint (deferred-slot.tsx).
  const notice = await screen.findByRole('region', { name: 'Demo shop' }, { timeout: 15_000 });
  expect(within(notice).getByText(NOTICE)).toBeInTheDocument();
  // The page is marked, so the chat button stands clear of the notice (shell.css).
  expect(document.documentElement).toHaveClass('demo-shop');
});

test('with the sandboxes off there is no notice', async () => {
  useRealShop({ sandboxes: false });
  const { store } = renderApp('/');
  await shellReady();
  // The shop has answered: not a notice that has not arrived yet.
  await waitFor(
    () => expect(JSON.stringify(store.services.apollo.cache.extract())).toContain('"sandbox_mode":false'),
    { timeout: 15_000 },
  );
  expect(screen.queryByRole('region', { name: 'Demo shop' })).not.toBeInTheDocument();
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  expect(document.documentElement).not.toHaveClass('demo-shop');
});

test('a backend without the field (a real Magento) means no notice, and no error shown', async () => {
  useRealShop();
  let refused = 0;
  server.use(
    graphql.query('GetSandboxMode', () => {
      refused += 1;
      return HttpResponse.json({
        errors: [{ message: 'Cannot query field "sandbox_mode" on type "StoreConfig".' }],
      });
    }),
  );
  renderApp('/');
  await shellReady();
  // Asked and refused (not simply not asked yet), and the answer taken in.
  await waitFor(() => expect(refused).toBeGreaterThan(0), { timeout: 15_000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.queryByRole('region', { name: 'Demo shop' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
