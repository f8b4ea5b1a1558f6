// The paths the server answers itself: never a storefront page. ONE list, read by the server's routing
// (server/app.ts dispatches every request by it, so a server page outside it is unreachable) and by the
// service worker (sw/navigation.ts never answers a navigation here with the app shell). A new server page
// goes here, and both know it. Pure data: the storefront, the worker and the server all import it.

/** Each area's path: one ending in '/' covers everything under it, any other is matched exactly. */
export const SERVER_AREAS = {
  /** Magento's GraphQL endpoint (GET queries, POST mutations). */
  graphql: '/graphql',
  /** Magento's REST API (checkout's shipping- and payment-information). */
  rest: '/rest/',
  /** Catalogue and CMS images, resized on request. */
  media: '/media/',
  /** The sandbox gateways' hosted payment pages and callbacks (server/magento/payments). */
  paymentSandbox: '/sandbox/',
  /** The mail provider's sign-in stand-in (server/magento/auth/oauth-sandbox-page.ts). */
  mailSignInSandbox: '/oauthlogin/sandbox/',
  /** The shop's own parcel tracking page, /tracking/{carrier}/{number} (server/magento/orders/tracking-page.ts). */
  shipmentTracking: '/tracking/',
  /** Whether the shop can keep orders (its database is there and writable): for load balancers and monitors. */
  health: '/health',
  /** Zepp_InvoicePdf: a tax invoice's PDF, for its owner (server/magento/invoices/pdf-route.ts). */
  invoicePdf: '/sales/invoice/',
} as const;

export type ServerArea = keyof typeof SERVER_AREAS;

const AREAS = Object.entries(SERVER_AREAS) as [ServerArea, string][];

/** The server area `pathname` belongs to, or null for everything else (the storefront and its files). */
export function serverAreaOf(pathname: string): ServerArea | null {
  for (const [area, path] of AREAS) {
    if (path.endsWith('/') ? pathname.startsWith(path) : pathname === path) return area;
  }
  return null;
}

/**
 * The shop's icon for pages that name no other (the sandbox gateways' and the mail provider's pages name it; a
 * browser asks for it by default): a file of the build, from public/ (scripts/make-icons.js).
 */
export const FAVICON = '/favicon.ico';
