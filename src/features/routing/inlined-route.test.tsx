// The first page's route as the real server inlines it into index.html (server/src/http/page-hints.ts),
// adopted by the storefront before it renders: the page opens without asking route(url) again. Anything
// that does not fit (another URL, another store view, malformed JSON) is ignored and the app asks as usual.
/* eslint-disable testing-library/no-node-access -- the inlined route is a <script> in <head>, not UI */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { recordRequests } from '../../../test/support/graphql-handlers';
import { useRealShop } from '../../../test/support/real-shop';
import { renderApp } from '../../../test/support/render-app';
import { makeTestStore } from '../../../test/support/render';
import { ORIGIN } from '../../../server/test/test-app';
import { adoptInlinedRoute, INLINED_ROUTE_ELEMENT_ID } from './inlined-route';

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inlined-route-'));
fs.writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
);
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => document.getElementById(INLINED_ROUTE_ELEMENT_ID)?.remove());

/** Loads `pathname`'s HTML from the shop and puts its inlined-route element into this document. */
async function loadHintsFor(shop: ReturnType<typeof useRealShop>, pathname: string) {
  const response = await shop.app.fetch(
    new Request(`${ORIGIN}${pathname}`, { headers: { accept: 'text/html' } }),
  );
  const html = new DOMParser().parseFromString(await response.text(), 'text/html');
  const element = html.getElementById(INLINED_ROUTE_ELEMENT_ID);
  if (!element) throw new Error(`the server inlined no route for ${pathname}`);
  document.head.append(document.importNode(element, true));
}

function inline(textContent: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINED_ROUTE_ELEMENT_ID;
  element.textContent = textContent;
  document.head.append(element);
}

const routeQueries = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.operationName === 'ResolveUrl');

test('a category URL opens from the route the server inlined, without asking route(url) again', async () => {
  const shop = useRealShop({ staticDir });
  await loadHintsFor(shop, '/audio.html');
  const requests = recordRequests();
  const store = makeTestStore();
  expect(adoptInlinedRoute(store.services.apollo, '/audio.html', 'default')).toBe('CATEGORY');
  expect(document.getElementById(INLINED_ROUTE_ELEMENT_ID)).toBeNull(); // used once

  renderApp('/audio.html', { store });
  expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
  expect(routeQueries(requests)).toHaveLength(0);
});

test('a product URL’s inlined route satisfies the storefront’s own route query', async () => {
  const shop = useRealShop({ staticDir });
  await loadHintsFor(shop, '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html');
  const store = makeTestStore();
  expect(
    adoptInlinedRoute(store.services.apollo, '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html', 'default'),
  ).toBe('PRODUCT');
});

test.each([
  ['another URL', '/audio/headphones.html', 'default', undefined],
  ['another store view', '/audio.html', 'student', undefined],
  ['malformed JSON', '/audio.html', 'default', '{"url": "/audio.html", '],
  [
    'a route without its type',
    '/audio.html',
    'default',
    '{"url":"/audio.html","store":"default","route":{"name":"x"}}',
  ],
])(
  'an inlined route for %s is ignored and the app asks route(url) itself',
  async (_case, pathname, storeCode, text) => {
    const shop = useRealShop({ staticDir });
    if (text) inline(text);
    else await loadHintsFor(shop, '/audio.html');
    const requests = recordRequests();
    const store = makeTestStore();
    expect(adoptInlinedRoute(store.services.apollo, pathname, storeCode)).toBeNull();

    renderApp('/audio.html', { store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
    expect(routeQueries(requests).length).toBeGreaterThan(0);
  },
);
