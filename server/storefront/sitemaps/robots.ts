// /robots.txt (RFC 9309): crawlers may read the public shop (home, categories, products, CMS pages, search, brand
// pages; bills and recharge's landing /setu too, whose noindex they must be able to read: docs/SEO.md); the
// pages that are a shopper's own, the sign-in links' landing
// routes, the payment returns and the backend's API and sandboxes are disallowed; and the sitemap index is named
// with the shop's public origin (PUBLIC_ORIGIN), never the request's Host.
//
// /cart and /checkout stay crawlable on purpose: a crawler has no cart or session, so nothing private shows there,
// and Lighthouse scores a disallowed page "blocked from indexing" (SEO 63-66 instead of 100 on issue 13's cart
// and checkout pages, which `npm run bench:lighthouse` fails on). Robots rules match by prefix: an app page is
// disallowed as itself, with a query and below it (`/wishlist$`, `/wishlist?`, `/wishlist/`), never as a bare
// prefix that would also hide a product whose URL key starts the same (`/address-book-diary.html`).
import { BILL_HISTORY_PATH } from '../../../src/features/bills/constants';
import { COMPARE_PATH } from '../../../src/features/compare/constants';
import {
  paymentProviders,
  PROTECTED_PATHS,
  REFERRAL_PATH,
  SIGN_IN_PATH,
} from '../../../src/features/routing/constants';
import { SITEMAP_INDEX_PATH } from './paths';

/** The storefront's pages no search engine should show: a shopper's own, or steps of a flow. */
const APP_PAGES = [
  SIGN_IN_PATH,
  '/create-account',
  '/forgot-password',
  '/order-confirmation',
  // the shopper's compare list (Magento's robots.txt keeps crawlers off its compare page too)
  COMPARE_PATH,
  // SPEC 2.2's protected pages: the account.
  ...PROTECTED_PATHS,
  '/zepp-coins',
  BILL_HISTORY_PATH,
  REFERRAL_PATH,
  // Magento's GraphQL endpoint.
  '/graphql',
];

/** Everything below these folders: the password reset, the sign-in links' landings, the backend's areas. */
const APP_FOLDERS = ['/customer/', '/autosignin/', '/custompage/', '/oauthlogin/', '/rest/', '/sandbox/'];

/** The payment providers' return pages: /{provider}/checkout/success/{order}. */
const paymentReturns = () => paymentProviders().map((provider) => `/${provider}/checkout/success/`);

/** The rules of every robots.txt the server writes, one path per Disallow line. */
export function disallowedPaths(): string[] {
  return [
    ...APP_PAGES.flatMap((page) => [`${page}$`, `${page}?`, `${page}/`]),
    ...APP_FOLDERS,
    ...paymentReturns(),
  ];
}

export function robotsTxt(origin: string): string {
  const rules = disallowedPaths().map((path) => `Disallow: ${path}`);
  return [
    "# The shop is open to crawlers; a shopper's own pages, sign-in and payment steps and the API are not.",
    'User-agent: *',
    ...rules,
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}
