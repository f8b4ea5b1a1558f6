/* eslint-disable testing-library/no-node-access -- the inlined answers are a <script> in <head>, not UI */
// The first page's answers as the real server inlines them into index.html (server/storefront/html/page-hints.ts),
// adopted the way main.tsx does before rendering: the page opens without asking for them again. Anything
// that does not fit (another URL, another store view, malformed JSON) is ignored and the app asks as usual.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { recordRequests } from '../../test/support/graphql-handlers';
import { useRealShop } from '../../test/support/real-shop';
import { renderApp } from '../../test/support/render-app';
import { makeTestStore } from '../../test/support/render';
import { ORIGIN } from '../../server/test/test-app';
import { INLINED_DATA_ELEMENT_ID } from '../lib/inlined-data';
import { STORAGE_KEYS } from '../lib/storage';
import { RESOLVE_URL } from '../features/routing/api/routing.graphql';
import { preloadFirstPage } from './first-page';
import { applyStoreLocale } from './locale';

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inlined-data-'));
fs.writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
);
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

beforeEach(() => {
  window.scrollTo = jest.fn();
});
const imagePreload = () => document.head.querySelector('link[rel="preload"][as="image"]');
afterEach(() => {
  document.getElementById(INLINED_DATA_ELEMENT_ID)?.remove();
  imagePreload()?.remove();
});

/** Loads `pathname`'s HTML from the shop and puts its inlined answers and image preload into this head. */
async function loadHintsFor(shop: ReturnType<typeof useRealShop>, pathname: string) {
  const response = await shop.app.fetch(
    new Request(`${ORIGIN}${pathname}`, { headers: { accept: 'text/html' } }),
  );
  const html = new DOMParser().parseFromString(await response.text(), 'text/html');
  const element = html.getElementById(INLINED_DATA_ELEMENT_ID);
  if (!element) throw new Error(`the server inlined nothing for ${pathname}`);
  document.head.append(document.importNode(element, true));
  const preload = html.head.querySelector('link[rel="preload"][as="image"]');
  if (preload) document.head.append(document.importNode(preload, true));
}

/** The server's image preload asks for exactly what `img` then shows (so the browser reuses the download). */
function expectPreloadOf(img: Element | null | undefined) {
  const preload = imagePreload();
  expect(preload).toHaveAttribute('fetchpriority', 'high');
  expect(preload?.getAttribute('imagesrcset')).toBeTruthy();
  expect(img).toHaveAttribute('srcset', preload?.getAttribute('imagesrcset'));
  expect(img).toHaveAttribute('sizes', preload?.getAttribute('imagesizes'));
}

function inline(textContent: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINED_DATA_ELEMENT_ID;
  element.textContent = textContent;
  document.head.append(element);
}

const asked = (requests: ReturnType<typeof recordRequests>, operation: string) =>
  requests.filter((request) => request.operationName === operation).length;

/** The operations of `operations` the app asked the network for (none, when the page used the inlined ones). */
const askedOf = (requests: ReturnType<typeof recordRequests>, operations: string[]) =>
  operations.filter((operation) => asked(requests, operation) > 0);

/** Lets pending queries and effects run (a page that would ask again has asked by then). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 200)));

const SHELL = ['GetStoreConfigData', 'GetStoreName'];

test('a category URL opens from the route the server inlined, without asking route(url) again', async () => {
  const shop = useRealShop({ staticDir });
  await loadHintsFor(shop, '/audio.html');
  const requests = recordRequests();
  const store = makeTestStore();
  await preloadFirstPage(store, '/audio.html');
  expect(document.getElementById(INLINED_DATA_ELEMENT_ID)).toBeNull(); // used once

  renderApp('/audio.html', { store });
  expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
  expect(asked(requests, 'ResolveUrl')).toBe(0);
});

test('the home page shows its offers, brands and top categories from the inlined answers, without asking for them', async () => {
  const shop = useRealShop({ staticDir });
  await loadHintsFor(shop, '/');
  const requests = recordRequests();
  const store = makeTestStore();
  await preloadFirstPage(store, '/');

  // The first slide's image is asked for by the HTML, exactly as its <img> will ask.
  expect(imagePreload()?.getAttribute('imagesrcset')).toContain('slide-phone-fest.png');

  renderApp('/', { store });
  const offers = await screen.findByRole('region', { name: 'Offers' });
  expect(asked(requests, 'GetHomePageId')).toBe(0);
  expect(asked(requests, 'GetHomeContent')).toBe(0);
  expectPreloadOf(offers.querySelector('img'));
  const brands = await screen.findByRole('region', { name: 'Shop by Brand' });
  expect(within(brands).getByRole('link', { name: 'Samsung' })).toBeInTheDocument();
  const categories = await screen.findByRole('region', { name: 'Top Categories' });
  expect(await within(categories).findByRole('link', { name: 'Mobiles & Tablets' })).toBeInTheDocument();
  await settle();
  expect(askedOf(requests, ['GetBrands', 'GetHomeCategories'])).toEqual([]);
});

test('a product URL’s inlined route is all the storefront’s own route query selects', async () => {
  const shop = useRealShop({ staticDir });
  const url = '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html';
  await loadHintsFor(shop, url);
  const store = makeTestStore();
  await preloadFirstPage(store, url);
  const cached = store.services.apollo.readQuery({ query: RESOLVE_URL, variables: { url } });
  expect(cached).toMatchObject({
    route: { type: 'PRODUCT', name: expect.stringContaining('Galaxy S24 Ultra') },
  });
});

test.each([
  ['another URL', '/audio/headphones.html', undefined],
  ['another store view', '/audio.html', 'student'],
  ['malformed JSON', '{"url": "/audio.html", ', undefined],
  [
    'a route without its type',
    '{"url":"/audio.html","store":"default","results":[{"operation":"ResolveUrl","variables":{"url":"/audio.html"},"data":{"route":{"name":"x"}}}]}',
    undefined,
  ],
])(
  'inlined answers for %s are ignored and the app asks route(url) itself',
  async (_case, source, storeCode) => {
    const shop = useRealShop({ staticDir });
    if (source.startsWith('/')) await loadHintsFor(shop, source);
    else inline(source);
    const requests = recordRequests();
    const store = makeTestStore();
    if (storeCode) store.services.storage.setItem(STORAGE_KEYS.storeViewCode, storeCode);
    await preloadFirstPage(store, '/audio.html');

    renderApp('/audio.html', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
    expect(asked(requests, 'ResolveUrl')).toBeGreaterThan(0);
  },
);

test('the shell opens from its inlined answers: store config, store name and locale are not asked again', async () => {
  const shop = useRealShop({ staticDir });
  await loadHintsFor(shop, '/cart');
  const requests = recordRequests();
  const store = makeTestStore();
  await preloadFirstPage(store, '/cart');
  renderApp('/cart', { store });
  expect(await screen.findByRole('img', { name: 'Zepp Shop' })).toBeInTheDocument(); // the header's logo
  await applyStoreLocale(store.services.apollo);
  await settle();
  expect(askedOf(requests, [...SHELL, 'GetLocale'])).toEqual([]);
});

test('without an inlined locale, the store’s locale is asked of the shop on each visit', async () => {
  useRealShop({ staticDir });
  const requests = recordRequests();
  const store = makeTestStore();
  await preloadFirstPage(store, '/cart');
  await applyStoreLocale(store.services.apollo);
  expect(asked(requests, 'GetLocale')).toBe(1);
});

test('a category page opens with its products, filters and trail from the page, asking for none of them', async () => {
  const shop = useRealShop({ staticDir });
  const url = '/mobiles-tablets/smartphones.html';
  await loadHintsFor(shop, url);
  const requests = recordRequests();
  const store = makeTestStore();
  await preloadFirstPage(store, url);
  renderApp(url, { store });
  expect(await screen.findByRole('heading', { level: 1, name: 'Smartphones' })).toBeInTheDocument();
  const gallery = await screen.findByRole('list', { name: 'Products' });
  expect(within(gallery).getAllByRole('article')).toHaveLength(6);
  expect(await screen.findByText('49 items')).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Mobiles & Tablets' })).toBeInTheDocument();
  const filters = screen.getByRole('complementary', { name: 'Filters' });
  expect(within(filters).getByRole('group', { name: 'Price' })).toBeInTheDocument();
  await settle();
  const page = ['GetProductList', 'GetFilterOptions', 'GetCategory', 'GetAvailableStores', 'ResolveUrl'];
  expect(askedOf(requests, [...SHELL, ...page])).toEqual([]);
  // The first card's picture, the page's largest paint, was preloaded from the HTML.
  expectPreloadOf(within(gallery).getAllByRole('article')[0]?.querySelector('img'));
});

test('a product page opens with the product and its brand from the page, asking for neither', async () => {
  const shop = useRealShop({ staticDir });
  const url = '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html';
  await loadHintsFor(shop, url);
  const requests = recordRequests();
  const store = makeTestStore();
  await preloadFirstPage(store, url);
  renderApp(url, { store });
  expect(
    await screen.findByRole('heading', { level: 1, name: /Galaxy S24 Ultra/ }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Samsung')).toBeInTheDocument(); // the brand's name, not its code
  await settle();
  const page = ['GetProductDetail', 'GetProductBrands', 'GetAvailableStores', 'ResolveUrl'];
  expect(askedOf(requests, [...SHELL, ...page])).toEqual([]);
  // The gallery's main picture, the page's largest paint, was preloaded from the HTML.
  const gallery = screen.getByRole('region', { name: 'Product images' });
  expectPreloadOf(gallery.querySelector('.product-image-gallery__main img'));
});

test('the search page opens with its first results from the page, without asking for them', async () => {
  const shop = useRealShop({ staticDir });
  await loadHintsFor(shop, '/search.html?query=phone');
  const requests = recordRequests();
  const store = makeTestStore();
  await preloadFirstPage(store, '/search.html');
  renderApp('/search.html?query=phone', { store });
  const gallery = await screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 });
  expect(within(gallery).getAllByRole('article').length).toBeGreaterThan(0);
  await settle();
  expect(askedOf(requests, [...SHELL, 'GetProductList', 'GetFilterOptions'])).toEqual([]);
  expectPreloadOf(within(gallery).getAllByRole('article')[0]?.querySelector('img'));
});

test('a page’s inlined answers for other variables are not taken for this one', async () => {
  const shop = useRealShop({ staticDir });
  await loadHintsFor(shop, '/search.html?query=laptop');
  const requests = recordRequests();
  const store = makeTestStore();
  await preloadFirstPage(store, '/search.html');
  renderApp('/search.html?query=phone', { store });
  await screen.findByRole('list', { name: 'Products' }, { timeout: 10_000 });
  expect(asked(requests, 'GetProductList')).toBe(1);
});
