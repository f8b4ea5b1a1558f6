// webpack's runtime (~3.4 KiB gzip: the chunk loader and the chunk file names) inside the page instead of a
// file of its own, on pages whose scripts start with the HTML (all but a skeleton page's, which asks for them
// after its largest image: page-skeleton/scripts-after-first-image.ts, where the larger HTML would cost the
// image a round trip). Each build changes the runtime, so a browser can never reuse it from its cache, and as a
// file it takes one more request, on a phone's connection, in front of the page's scripts. Its hash goes into
// the page's CSP with the other inline scripts (security-headers.ts reads the served HTML).
import { readBuiltText } from './built-text';
import { own } from '../../lib/own-inline';

/** The built index.html's runtime tag, minified (`<script defer src=/js/runtime.….js>`) or not. */
const RUNTIME_TAG = /<script\s+defer(?:="defer")?\s+src="?(\/js\/runtime\.[0-9a-f]+\.js)"?\s*><\/script>/;

/** `page` with its runtime tag replaced by the runtime's code; unchanged when it has none or it is unreadable. */
export function withInlineRuntime(page: string, staticDir: string): string {
  const match = RUNTIME_TAG.exec(page);
  const code = match && readBuiltText(staticDir, match[1]!, '.js');
  if (!match || code === null) return page;
  // '</script' cannot occur in the minified runtime, but a string in it must not end the element.
  return page.replace(match[0], () => `<script>${own(code.replace(/<\/script/gi, '<\\/script'))}</script>`);
}
