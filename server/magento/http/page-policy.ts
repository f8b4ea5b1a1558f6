// The Content-Security-Policy of the stand-in's own small pages (the sandbox payment page, the mail-login
// stand-in): nothing but their inline style and a form posting to the shop; no script at all.
import { inlineHashes } from '../../lib/own-inline';

export function standalonePagePolicy(html: string): string {
  const { styles } = inlineHashes(html);
  return [
    "default-src 'none'",
    `style-src ${styles.length ? styles.join(' ') : "'none'"}`,
    "img-src 'self' data:",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
