// The server answers 404 for a path that is neither one of the route table's pages nor a catalogue or CMS URL:
// a page added to router.tsx but not sorted in route-paths.ts would answer 404 to crawlers while the app shows it.
import fs from 'node:fs';
import path from 'node:path';
import { appPathOf, privateRoutePaths } from './route-paths';

const router = fs.readFileSync(path.join(__dirname, 'router.tsx'), 'utf8');

test('every literal path of the route table is one of the app pages route-paths.ts sorts', () => {
  const literal = [...router.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]!);
  expect(literal.length).toBeGreaterThan(10);
  const unsorted = literal.filter((p) => p !== '/' && p !== '*').filter((p) => !appPathOf(`/${p}`));
  expect(unsorted).toEqual([]);
});

test('the route table reads its other paths from route-paths.ts', () => {
  for (const name of [
    'HOME_ALIAS_ROUTE',
    'SEARCH_ROUTE',
    'BRAND_ROUTE',
    'CMS_ROUTES',
    'PROOF_SIGN_IN_ROUTES',
  ])
    expect(router).toContain(name);
  expect(router).not.toMatch(/const (CMS_ROUTES|PROOF_SIGN_IN_ROUTES)\b/);
});

test('sorts pages by what a crawler may see', () => {
  expect(appPathOf('/')).toEqual({ kind: 'home' });
  expect(appPathOf('/search.html')).toEqual({ kind: 'search' });
  expect(appPathOf('/brands/samsung.html')).toEqual({ kind: 'brand', brandKey: 'samsung.html' });
  expect(appPathOf('/contact-us.html')).toEqual({
    kind: 'cms',
    identifier: 'contact-us',
    title: 'Contact Us',
  });
  expect(appPathOf('/order-history/12')).toEqual({ kind: 'private' });
  expect(appPathOf('/razorpay/checkout/success/000000012')).toEqual({ kind: 'private' });
  expect(privateRoutePaths()).toContain('checkout');
  expect(appPathOf('/no-such-page')).toBeNull();
  expect(appPathOf('/apple-iphone-15.html')).toBeNull();
});
