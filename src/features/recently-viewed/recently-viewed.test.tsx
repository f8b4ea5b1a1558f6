// Recently viewed through the whole app against the real in-process shop: product pages record what they show,
// the row on the product page (without that product) and on home, the same in every tab (the storage event),
// cleared on sign-out; and what storage holds is checked when read.
import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../test/support/msw-server';
import { useRealShop } from '../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../test/support/render-app';
import { BrowserPersistence, STORAGE_KEYS, STORAGE_PREFIX } from '../../lib/storage';
import { signOut } from '../user';
import { readRecentlyViewed, recordRecentlyViewed } from './recently-viewed-skus';

jest.setTimeout(60_000);

const S24 = {
  path: '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html',
  name: 'Samsung Galaxy S24 Ultra 5G (12GB RAM, 256GB)',
  sku: 'ZS-SAM-10001',
};
const ONEPLUS = {
  path: '/oneplus-12-12gb-ram-256gb.html',
  name: 'OnePlus 12 (12GB RAM, 256GB)',
  sku: 'ZS-ONE-10007',
};
const LONG = { timeout: 15_000 };
const KEY = `${STORAGE_PREFIX}recently_viewed`;

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const stored = () => (JSON.parse(localStorage.getItem(KEY) ?? 'null') as { value: unknown } | null)?.value;

/** The names of the cards in the row, in order (none: no row). */
async function rowNames(): Promise<string[]> {
  const row = await screen.findByRole('region', { name: 'Recently Viewed' }, LONG);
  return within(row)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

test('product pages record what they show; the row leaves out the product on screen; home shows the latest first', async () => {
  useRealShop();
  // Every request that names both products: how the list as a whole leaves the page, if it does.
  const sent: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    if ([S24.sku, ONEPLUS.sku].every((sku) => url.search.includes(sku) || body.includes(sku)))
      sent.push(`${request.method} ${url.searchParams.get('operationName') ?? url.pathname}`);
  });
  const { router } = renderApp(S24.path);
  await screen.findByRole('heading', { level: 1, name: S24.name }, LONG);
  await waitFor(() => expect(stored()).toEqual({ default: [S24.sku] }));
  // Its own page shows no row: the only product viewed is the one on screen.
  expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument();

  await router.navigate(ONEPLUS.path);
  await screen.findByRole('heading', { level: 1, name: ONEPLUS.name }, LONG);
  expect(await rowNames()).toEqual([S24.name]);
  await waitFor(() => expect(stored()).toEqual({ default: [ONEPLUS.sku, S24.sku] }));

  await router.navigate('/');
  await waitFor(async () => expect(await rowNames()).toEqual([ONEPLUS.name, S24.name]));
  // Only catalogue queries (the row's cards; a home block may list the same products) ever name them: no
  // mutation, nothing the shop keeps, and no analytics event.
  expect(sent).toContain('GET GetRecentlyViewedProducts');
  expect(sent.filter((request) => !request.startsWith('GET Get'))).toEqual([]);
  const named = (entry: unknown) =>
    [S24.sku, ONEPLUS.sku].every((sku) => JSON.stringify(entry).includes(sku));
  expect((window.dataLayer ?? []).filter(named)).toEqual([]);
});

test('the row is the same in every tab: another tab viewing a product updates it', async () => {
  useRealShop();
  const storage = new BrowserPersistence();
  storage.setItem('recently_viewed', { default: [S24.sku] });
  renderApp('/');
  expect(await rowNames()).toEqual([S24.name]);

  // Another tab records a product: this tab hears of it through the storage event.
  act(() => {
    storage.setItem('recently_viewed', { default: [ONEPLUS.sku, S24.sku] });
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
  });
  await waitFor(async () => expect(await rowNames()).toEqual([ONEPLUS.name, S24.name]));
});

test('signing out clears the row, here and in storage', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  storage.setItem('recently_viewed', { default: [S24.sku], hi: [ONEPLUS.sku] });
  expect(storage.getItem(STORAGE_KEYS.signinToken)).toBeTruthy();
  const { store } = renderApp('/', { services: { storage } });
  expect(await rowNames()).toEqual([S24.name]);

  await act(() => store.dispatch(signOut()));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument(),
  );
  expect(stored()).toBeUndefined();
});

describe('the stored list', () => {
  const storage = () => new BrowserPersistence();

  it('keeps ten SKUs per store view, most recent first, each once', () => {
    for (let i = 1; i <= 12; i += 1) recordRecentlyViewed(storage(), `SKU-${i}`);
    recordRecentlyViewed(storage(), 'SKU-5');
    expect(readRecentlyViewed(storage())).toEqual([
      'SKU-5',
      'SKU-12',
      'SKU-11',
      'SKU-10',
      'SKU-9',
      'SKU-8',
      'SKU-7',
      'SKU-6',
      'SKU-4',
      'SKU-3',
    ]);
    storage().setItem(STORAGE_KEYS.storeViewCode, 'hi');
    expect(readRecentlyViewed(storage())).toEqual([]);
    recordRecentlyViewed(storage(), 'HI-1');
    expect((stored() as Record<string, string[]>).default).toHaveLength(10);
    expect((stored() as Record<string, string[]>).hi).toEqual(['HI-1']);
  });

  it('is checked when read: anything that is not a list of SKUs is left out', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readRecentlyViewed(storage())).toEqual([]);
    storage().setItem('recently_viewed', ['ZS-1']);
    expect(readRecentlyViewed(storage())).toEqual([]);
    storage().setItem('recently_viewed', { default: 'ZS-1' });
    expect(readRecentlyViewed(storage())).toEqual([]);
    storage().setItem('recently_viewed', {
      default: ['ZS-1', 42, null, { sku: 'x' }, '', ' padded ', 'x'.repeat(65), 'ZS-1', 'ZS-2'],
    });
    expect(readRecentlyViewed(storage())).toEqual(['ZS-1', 'ZS-2']);
  });
});
