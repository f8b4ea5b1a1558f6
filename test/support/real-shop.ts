// Serves /graphql and /rest from the real embedded server, in process, on a fresh seeded database: UI tests
// then run against the same data and Magento behaviour as the app, not hand-written fixtures.
import { http } from 'msw';
import { createTestShop, type TestShop } from '../../server/test/test-app';
import { server } from './msw-server';

/** Routes this test's /graphql and /rest/* requests to a new in-process shop and returns it. */
export function useRealShop(overrides?: Parameters<typeof createTestShop>[0]): TestShop {
  // The shop's public origin is the one the shopper opened (jsdom's), as PUBLIC_ORIGIN is in a deployment.
  const shop = createTestShop({ publicOrigin: window.location.origin, ...overrides });
  const forward = ({ request }: { request: Request }) => shop.app.fetch(request);
  server.use(http.all('*/graphql', forward), http.all('*/rest/*', forward));
  return shop;
}
