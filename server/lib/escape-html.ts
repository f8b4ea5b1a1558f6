// The one HTML escape of the server's own pages (hosted payment page, sign-in sandbox, page skeleton, CMS
// widgets): every character that could end a text run or an attribute value, for both contexts.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** JSON inside a <script> element (inert data, or a script's literal): it must not be able to close it. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
