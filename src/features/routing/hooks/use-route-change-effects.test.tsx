import { act, screen, waitFor } from '@testing-library/react';
import { answer, answerErrors, recordRequests } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';
import * as navigation from '../../../lib/navigation';

let fullPageLoad: jest.SpyInstance;
beforeEach(() => {
  window.scrollTo = jest.fn();
  fullPageLoad = jest.spyOn(navigation, 'fullPageLoad').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.FORCE_LOGOUT_CUSTOMER_ID;
});

const homeLoaded = () => screen.findByRole('link', { name: 'BACK TO HOME PAGE' });

test('a numeric nid marks that notification read, and a failure to do so is not shown', async () => {
  useRealShop();
  const requests = recordRequests();
  server.use(answerErrors('MarkNotificationRead', ["The current customer isn't authorized."]));
  server.use(answer('ResolveUrl', { route: null }));
  renderApp('/offers?nid=42');
  await waitFor(() =>
    expect(requests.filter((r) => r.operationName === 'MarkNotificationRead')).toHaveLength(1),
  );
  const sent = requests.find((r) => r.operationName === 'MarkNotificationRead');
  await waitFor(() => expect(JSON.parse(sent?.body || '{}').variables).toEqual({ id: 42 }));
  await homeLoaded();
  expect(screen.queryByText(/unexpected error/)).not.toBeInTheDocument();
});

test.each(['abc', '12abc', ''])('a non-numeric nid (%p) is ignored', async (nid) => {
  useRealShop();
  const requests = recordRequests();
  server.use(answer('ResolveUrl', { route: null }));
  renderApp(`/offers?nid=${nid}`);
  await homeLoaded();
  expect(requests.map((r) => r.operationName)).not.toContain('MarkNotificationRead');
});

test('the last 5 visited paths are remembered with their query, most recent first, without duplicates', async () => {
  useRealShop();
  server.use(answer('ResolveUrl', { route: null }));
  const storage = new BrowserPersistence();
  const { router } = renderApp('/a', { services: { storage } });
  for (const path of ['/b?colour=red', '/c', '/a', '/d', '/e', '/a']) {
    await act(() => router.navigate(path));
  }
  expect(storage.getItem(STORAGE_KEYS.visitedPaths)).toEqual(['/a', '/e', '/d', '/c', '/b?colour=red']);
  await homeLoaded();
});

test('every route change scrolls smoothly to the top, back to the first page too; opening the app does not', async () => {
  useRealShop();
  server.use(answer('ResolveUrl', { route: null }));
  jest.mocked(window.scrollTo).mockClear();
  const { router } = renderApp('/a');
  await homeLoaded();
  expect(window.scrollTo).not.toHaveBeenCalled(); // the browser placed the page it opened (a reload keeps its place)
  await act(() => router.navigate('/b'));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  jest.mocked(window.scrollTo).mockClear();
  await act(() => router.navigate('/a'));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

test('the home page is titled Home and the store name (SPEC 2.3)', async () => {
  useRealShop();
  document.title = 'Previous page - Default Store View';
  const storage = new BrowserPersistence();
  storage.setItem(STORAGE_KEYS.storeViewCode, 'student');
  renderApp('/', { services: { storage } });
  await waitFor(() => expect(document.title).toBe('Home - Student Store'));
});

describe('the force-logged-out customer', () => {
  async function demoCustomerId(shop: ReturnType<typeof useRealShop>, storage: BrowserPersistence) {
    const token = storage.getItem<string>(STORAGE_KEYS.signinToken);
    const { data } = await shop.gql<{ customer: { customer_id: number } }>(
      '{ customer { customer_id } }',
      undefined,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    return String(data?.customer.customer_id);
  }

  test('is signed out: local and session storage cleared, sent home with a full page load', async () => {
    const shop = useRealShop();
    const storage = await signInDemoCustomer(shop);
    process.env.FORCE_LOGOUT_CUSTOMER_ID = await demoCustomerId(shop, storage);
    sessionStorage.setItem('checkout-step', 'payment');
    renderApp('/account-information', { services: { storage } });
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/'));
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    // The id itself never appears on screen.
    expect(screen.queryByText(process.env.FORCE_LOGOUT_CUSTOMER_ID)).not.toBeInTheDocument();
  });

  test('any other customer stays signed in', async () => {
    const shop = useRealShop();
    const storage = await signInDemoCustomer(shop);
    process.env.FORCE_LOGOUT_CUSTOMER_ID = `${await demoCustomerId(shop, storage)}0`;
    renderApp('/account-information', { services: { storage } });
    expect(await screen.findByRole('button', { name: 'Hi, Aarav' })).toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.signinToken)).toEqual(expect.any(String));
  });
});
