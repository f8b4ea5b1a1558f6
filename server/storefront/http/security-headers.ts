// Headers that make the shop safe to put on the internet. The sign-in token lives in browser storage (SPEC 4),
// so one injected script would be fatal: every HTML answer carries a strict Content-Security-Policy.
// - script-src 'self' plus the hash of each inline script the page runs that the server wrote itself
//   (own-inline.ts: the early request, webpack's runtime, the skeleton's loader; never whatever else ends up
//   in the HTML); the page hints are <script type="application/json">, data the browser never runs, which a
//   CSP does not govern and the app reads with textContent;
// - style-src 'self' plus the hashes of the page's own <style> elements (the inlined entry and page CSS, the
//   skeleton's rules; the sandbox pages' styles); style-src-attr 'unsafe-inline', because Page Builder content is styled by its style=""
//   attributes (margins, colours, backgrounds, alignment) and DOMPurify keeps them: a style attribute cannot
//   run script in a current browser, and attribute-selector CSS exfiltration needs a <style> element, which
//   stays forbidden (docs/ARCHITECTURE.md, "Content-Security-Policy");
// - frames only from the CMS embed hosts (CMS_EMBED_HOSTS), connections only to the shop and the configured
//   Firebase and reverse-geocoding services; no plugins, no <base>, no framing by other sites.
// Every answer also gets nosniff and a referrer policy, and when the shop's public origin is https
// (PUBLIC_ORIGIN) Strict-Transport-Security, so a browser that has seen the shop once never again asks for it
// over plain http, where anyone on the network could answer instead; HTML a Permissions-Policy that lets only the shop's
// own pages ask for the location (the delivery dialog) and nothing else. Only features Chromium knows are listed:
// an unknown one makes it log an error on every page (Lighthouse's best-practices audit counts those).
import type { StorefrontConfig } from '../config';
import { inlineHashes, isOwn, type InlineHashes } from '../../lib/own-inline';

export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** A year, the value browsers' preload lists ask for; no includeSubDomains: other hosts of the domain are not ours. */
export const HSTS = 'max-age=31536000';

export function contentSecurityPolicy(
  config: StorefrontConfig,
  hashes: InlineHashes = { styles: [], scripts: [] },
) {
  const frames = config.contentPolicy.frameHosts.map((host) => `https://${host}`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...config.contentPolicy.scriptSources, ...hashes.scripts]],
    ['style-src', ["'self'", ...hashes.styles]],
    ['style-src-attr', ["'unsafe-inline'"]],
    // Media URLs name the public origin (as Magento's do); a shop opened at another name of the same server
    // (127.0.0.1 for localhost) still shows its pictures.
    ['img-src', ["'self'", config.publicOrigin, 'data:', 'blob:', ...config.contentPolicy.imageSources]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...config.contentPolicy.connectSources]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Headers of an HTML page, its CSP allowing exactly the inline styles and scripts the server wrote in it. */
export function htmlSecurityHeaders(config: StorefrontConfig, html: string): Record<string, string> {
  const { styles, scripts } = inlineHashes(html);
  const ownHashes = { styles: styles.filter(isOwn), scripts: scripts.filter(isOwn) };
  return {
    'content-security-policy': contentSecurityPolicy(config, ownHashes),
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
  };
}

const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

/**
 * The last step of every answer: nosniff and the referrer policy everywhere, and an HTML answer that did not
 * set its own policy (a page with no inline style or script) gets the strict one with a Permissions-Policy. Headers of a Response from
 * fetch() (the proxy's) are immutable, so those are copied.
 */
export function withSecurityHeaders(config: StorefrontConfig, response: Response): Response {
  const extra: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (config.publicOrigin.startsWith('https:')) extra['strict-transport-security'] = HSTS;
  const wanted: Record<string, string> = {
    'referrer-policy': REFERRER_POLICY,
    ...(isHtml(response) ? htmlSecurityHeaders(config, '') : {}),
  };
  // A page's own stricter choice (its hashes, no-referrer) stands.
  for (const [name, value] of Object.entries(wanted)) if (!response.headers.has(name)) extra[name] = value;
  try {
    for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
