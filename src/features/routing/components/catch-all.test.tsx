import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { answer, answerErrors } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderWithProviders, type ProviderOptions } from '../../../../test/support/render';
import '../../../../test/support/render-app';
import { createTestRouter, RouterProbe } from '../../../../test/support/test-router';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';
import * as browser from '../../../lib/navigation';
import type { RootComponentMap, RootComponentProps } from '../root-components';
import { lazyComponent } from '../../../ui/lazy/lazy-component';
import { CatchAll } from './catch-all';

/** Root components that show what the catch-all handed them (the real pages are wired in app/). */
function rootOf(kind: string) {
  return lazyComponent(async () => ({
    default: ({ id, name }: RootComponentProps) => (
      <article aria-label={kind}>
        <h1>{name}</h1>
        <p>id {id}</p>
      </article>
    ),
  }));
}
const ROOTS: RootComponentMap = {
  CMS_PAGE: { default: rootOf('CMS page') },
  CATEGORY: { default: rootOf('Category page') },
  PRODUCT: { default: rootOf('Product page') },
};

/** The catch-all as the router mounts it, for any path, with the app's providers. */
function renderCatchAll(path: string, options: Omit<ProviderOptions, 'route'> = {}) {
  const { router, probed } = createTestRouter();
  const { store } = renderWithProviders(
    <>
      <Routes>
        <Route path="/referral" element={<h1>{'Refer and Earn'}</h1>} />
        <Route path="*" element={<CatchAll rootComponents={ROOTS} />} />
      </Routes>
      <RouterProbe probed={probed} />
    </>,
    { ...options, route: path },
  );
  return { store, router };
}

type Route = Record<string, unknown> | null;

/** Answers ResolveUrl from a table of paths (what Magento's route(url) would return for each). */
function routes(table: Record<string, Route>) {
  server.use(
    answer('ResolveUrl', (variables: Record<string, unknown>) => ({
      route: table[String(variables.url)] ?? null,
    })),
  );
}
const category = (name: string, url: string, uid: string | null = 'MjE=') => ({
  __typename: 'CategoryTree',
  relative_url: url,
  redirect_code: 0,
  type: 'CATEGORY',
  uid,
  name,
});
const redirect = (code: number, url: string) => ({
  __typename: 'RoutableUrl',
  relative_url: url,
  redirect_code: code,
  type: null,
});

let fullPageLoad: jest.SpyInstance;
beforeEach(() => {
  window.scrollTo = jest.fn();
  fullPageLoad = jest.spyOn(browser, 'fullPageLoad').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** The root component shown for `kind`, which must say what it was given. */
async function expectRoot(kind: string, name: string, id: string) {
  const page = await screen.findByRole('article', { name: kind });
  expect(within(page).getByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(within(page).getByText(`id ${id}`)).toBeInTheDocument();
}

test('a category URL opens the category root component with its uid, and titles the page', async () => {
  useRealShop();
  routes({ '/audio/headphones.html': category('Headphones', 'audio/headphones.html') });
  renderCatchAll('/audio/headphones.html');
  await expectRoot('Category page', 'Headphones', 'MjE=');
  await waitFor(() => expect(document.title).toBe('Headphones - Zepp Shop'));
});

test('a product URL opens the product root component with its uid', async () => {
  useRealShop();
  routes({
    '/galaxy-s24.html': {
      __typename: 'SimpleProduct',
      relative_url: 'galaxy-s24.html',
      redirect_code: 0,
      type: 'PRODUCT',
      uid: 'MTAx',
      name: 'Galaxy S24',
      sku: 'SM-S921',
    },
  });
  renderCatchAll('/galaxy-s24.html');
  await expectRoot('Product page', 'Galaxy S24', 'MTAx');
});

test('a CMS page URL opens the CMS page root component with its identifier', async () => {
  useRealShop();
  routes({
    '/about-us': {
      __typename: 'CmsPage',
      relative_url: 'about-us',
      redirect_code: 0,
      type: 'CMS_PAGE',
      identifier: 'about-us',
      title: 'About Us',
    },
  });
  renderCatchAll('/about-us');
  await expectRoot('CMS page', 'About Us', 'about-us');
  await waitFor(() => expect(document.title).toBe('About Us - Zepp Shop'));
});

test.each([301, 302])(
  'a %i redirect navigates in the app to the target, adding the leading slash',
  async (code) => {
    useRealShop();
    routes({
      '/mobiles.html': redirect(code, 'mobiles-tablets.html'),
      '/mobiles-tablets.html': category('Mobiles & Tablets', 'mobiles-tablets.html', 'Mw=='),
    });
    const { router } = renderCatchAll('/mobiles.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobiles & Tablets' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mobiles-tablets.html');
    expect(fullPageLoad).not.toHaveBeenCalled();
  },
);

test('an absolute relative_url is opened with a full page load', async () => {
  useRealShop();
  routes({ '/app': redirect(302, 'https://play.google.com/store/apps/details?id=in.zeppshop.app') });
  renderCatchAll('/app');
  await waitFor(() =>
    expect(fullPageLoad).toHaveBeenCalledWith(
      'https://play.google.com/store/apps/details?id=in.zeppshop.app',
    ),
  );
});

test.each([
  ['no route', null],
  ['a category without uid', category('Ghost', 'ghost.html', null)],
  [
    'a CMS page without identifier',
    {
      __typename: 'CmsPage',
      relative_url: 'x',
      redirect_code: 0,
      type: 'CMS_PAGE',
      identifier: null,
      title: 'X',
    },
  ],
])('%s is not found', async (_, route) => {
  useRealShop();
  routes({ '/nowhere': route });
  renderCatchAll('/nowhere');
  expect(
    await screen.findByRole('heading', { name: "Oops! We couldn't find what you are looking for" }),
  ).toBeInTheDocument();
  expect(
    screen.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'BACK TO HOME PAGE' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('heading', { name: 'Ghost' })).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page Not Found - Zepp Shop'));
});

test('a failed resolution shows the internal error message', async () => {
  useRealShop();
  server.use(answerErrors('ResolveUrl', ['Internal server error']));
  renderCatchAll('/broken.html');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
});

test('offline, a page never visited shows the offline message, not the internal error', async () => {
  useRealShop();
  // What the worker answers offline for a query it has no copy of: no response at all.
  server.use(graphql.query('ResolveUrl', () => HttpResponse.error()));
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    renderCatchAll('/cameras.html');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline. This page will open once you are back online.',
    );
  } finally {
    onLine.mockRestore();
  }
});

describe('while the URL resolves', () => {
  let release = () => {};
  beforeEach(() => {
    useRealShop();
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.query('ResolveUrl', () =>
        held.then(() => HttpResponse.json({ data: { route: category('Audio', 'audio.html') } })),
      ),
    );
  });
  afterEach(() => release());

  test('a generic loading indicator is shown, and the shell is told a page is loading', async () => {
    const { store } = renderCatchAll('/audio.html');
    expect(await screen.findByText('Fetching Data...')).toBeInTheDocument();
    expect(store.getState().routing.isPageLoading).toBe(true);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
    expect(screen.queryByText('Fetching Data...')).not.toBeInTheDocument();
    expect(store.getState().routing.isPageLoading).toBe(false);
  });

  test('a category is announced: its placeholder has title, sidebar, heading and 6 gallery items', async () => {
    renderCatchAll('/audio.html', {
      preloadedState: { routing: { isPageLoading: false, nextRootComponent: 'CATEGORY' } },
    });
    const placeholder = await screen.findByRole('status', { name: 'Loading page' });
    expect(within(placeholder).getByTestId('shimmer-title')).toBeInTheDocument();
    expect(within(placeholder).getByTestId('shimmer-sidebar')).toBeInTheDocument();
    expect(within(placeholder).getByTestId('shimmer-heading')).toBeInTheDocument();
    expect(within(placeholder).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText('Fetching Data...')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});

test('an old refer-a-friend URL goes to /referral', async () => {
  useRealShop();
  const { router } = renderCatchAll('/referafriend');
  expect(await screen.findByRole('heading', { level: 1, name: 'Refer and Earn' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/referral');
});

test('a URL starting with another store code switches to that store and reloads', async () => {
  useRealShop();
  const storage = new BrowserPersistence();
  const { store } = renderCatchAll('/student/', { services: { storage } });
  await waitFor(() => expect(store.services.reload).toHaveBeenCalledTimes(1));
  expect(storage.getItem(STORAGE_KEYS.storeViewCode)).toBe('student');
  expect(storage.getItem(STORAGE_KEYS.storeViewCurrency)).toBe('INR');
});

test('after the reload the store code is dropped from the URL', async () => {
  useRealShop();
  routes({ '/audio.html': category('Audio', 'audio.html') });
  const storage = new BrowserPersistence();
  storage.setItem(STORAGE_KEYS.storeViewCode, 'student');
  const { store, router } = renderCatchAll('/student/audio.html', { services: { storage } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/audio.html');
  expect(store.services.reload).not.toHaveBeenCalled();
});

test('a CMS page asked for with the .html suffix (the shop answers 301) opens that page at its own URL', async () => {
  useRealShop();
  const { router } = renderCatchAll('/about-us.html');
  await expectRoot('CMS page', 'About Us', 'about-us');
  expect(router.state.location.pathname).toBe('/about-us');
});
