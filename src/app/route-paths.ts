// The route table's fixed paths (router.tsx), sorted by what they are to a crawler. The storefront's server
// reads them (server/storefront/seo/): a path matched here is one of the app's own pages and answers 200 without
// asking the backend (public ones with their head, the shopper's own with noindex); any other path is the
// catch-all's, which answers 404 when the backend's route(url) knows no such page. router.tsx builds its
// routes from these lists, and route-paths.test.tsx checks every <Route> of the table is sorted here.
import { paymentProviders, PROTECTED_PATHS } from '../features/routing/constants';

/** Links that sign a shopper in with the shop's proof (SPEC 2.1), by the kind of link. */
export const PROOF_SIGN_IN_ROUTES = [
  ['autosignin/customerid/:value', 'customerid'],
  ['autosignin/phone/:value', 'phone'],
  ['autosignin/email/:value', 'email'],
  ['custompage/index/checklogin', 'magic_link'],
  ['oauthlogin/index/callback', 'oauth'],
] as const;

/** SPEC 2.1's CMS routes: [path, CMS page identifier, page name]. */
export const CMS_ROUTES: readonly [path: string, identifier: string, title: string][] = [
  ['contact-us', 'contact-us', 'Contact Us'],
  // The second Contact Us entry. Magento serves CMS pages with the store's .html URL suffix, so links from the
  // Magento storefront, e-mails and search engines arrive as /contact-us.html: same page, no resolve.
  ['contact-us.html', 'contact-us', 'Contact Us'],
  ['terms-and-condition', 'terms-and-conditions', 'Terms and Conditions'],
];

/** The app's pages that are the shopper's own (cart, checkout, account, sign-in, …): never indexed. */
export function privateRoutePaths(): string[] {
  return [
    'sign-in',
    'cart',
    'compare.html',
    'checkout',
    'order-confirmation',
    'create-account',
    'forgot-password',
    'customer/account/createPassword',
    ...PROOF_SIGN_IN_ROUTES.map(([path]) => path),
    'referral',
    'zepp-coins',
    'setu',
    'bills-and-recharge',
    ...PROTECTED_PATHS.map((path) => path.slice(1)),
    'order-history/:id',
    // a guest's order (and the e-mail link's token): public, never indexed
    'track-order',
    'order-history/:id/return',
    ...paymentProviders().map((provider) => `${provider}/checkout/success/:order`),
  ];
}

/** The public pages the route table names itself (the catalogue's and CMS pages' are the catch-all's). */
export const SEARCH_ROUTE = 'search.html';
export const BRAND_ROUTE = 'brands/:brandKey';
/** The old home path: the router sends it to /. */
export const HOME_ALIAS_ROUTE = 'home';

export type AppPath =
  | { kind: 'home' }
  | { kind: 'home-alias' }
  | { kind: 'search' }
  | { kind: 'brand'; brandKey: string }
  | { kind: 'cms'; identifier: string; title: string }
  | { kind: 'private' };

/** A route pattern's parameters when `pathname` matches it (segments, `:name` for one), as react-router does. */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const [w, g] = [want[i]!, got[i]!];
    if (w.startsWith(':')) {
      if (!g) return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w.toLowerCase() !== g.toLowerCase()) return null;
  }
  return params;
}

/** Which of the route table's own pages `pathname` is, or null for the catch-all's. */
export function appPathOf(pathname: string): AppPath | null {
  if (pathname === '/' || pathname === '') return { kind: 'home' };
  if (match(HOME_ALIAS_ROUTE, pathname)) return { kind: 'home-alias' };
  if (match(SEARCH_ROUTE, pathname)) return { kind: 'search' };
  const brand = match(BRAND_ROUTE, pathname);
  if (brand) return { kind: 'brand', brandKey: brand.brandKey ?? '' };
  for (const [path, identifier, title] of CMS_ROUTES)
    if (match(path, pathname)) return { kind: 'cms', identifier, title };
  if (privateRoutePaths().some((path) => match(path, pathname))) return { kind: 'private' };
  return null;
}
