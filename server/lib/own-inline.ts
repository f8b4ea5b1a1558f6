// The inline scripts and styles the server writes itself, the only ones a page's CSP allows (security-headers.ts).
// The page's policy used to hash whatever inline <script> or <style> the final HTML held, so a string that
// slipped through an escaping bug into the page skeleton (a product name, CMS content) would have been
// allowed automatically. Now each writer of inline code (the early request, webpack's runtime, the
// skeleton's loader and styles, the page CSS) passes its text through `own()`, and the built index.html
// (the template, from the static folder) is vouched for as read; anything else inline is left out of the
// policy, so the browser refuses to run or apply it.
import crypto from 'node:crypto';

/** Distinct texts per build are few (one runtime, a loader per skeleton page, a style per CSS file). */
const MAX_ENTRIES = 2000;
const written = new Map<string, true>();

export const cspHash = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function remember(hash: string) {
  written.delete(hash); // refreshed: what is written on every page is never the oldest
  written.set(hash, true);
  if (written.size > MAX_ENTRIES) written.delete(written.keys().next().value as string);
}

/** `text`, the content of an inline <script> or <style> the server writes, remembered as its own. */
export function own(text: string): string {
  remember(cspHash(text));
  return text;
}

/** Every inline element of a template the build wrote (index.html as read from the static folder). */
export function vouchForTemplate(html: string): void {
  for (const m of html.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi)) remember(cspHash(m[2]!));
}

export const isOwn = (hash: string) => written.has(hash);

export interface InlineHashes {
  styles: string[];
  scripts: string[];
}

/** Script types a browser runs; anything else (application/json, text/template) is inert data. */
const RUNNABLE =
  /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** The CSP hashes of a page's inline <style> elements and of the inline scripts it would run. */
export function inlineHashes(html: string): InlineHashes {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => cspHash(m[1]!));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .filter(([, attributes]) => RUNNABLE.test(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes!)?.[1] ?? ''))
    .map((m) => cspHash(m[2]!));
  return { styles: [...new Set(styles)], scripts: [...new Set(scripts)] };
}
