// HTML for the page skeleton, built from strings the backend sent (product names, image URLs, a search term
// from the URL): every interpolated value is escaped for text and attribute context alike, unless it is
// markup this module built itself (a Markup).

import { escapeHtml } from '../../../lib/escape-html';

/** Markup already built (and escaped) here; anything else interpolated into `html` is text. */
export class Markup {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

type Value = Markup | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * A template's own text with its source formatting (Prettier's) taken out: a line break and the indentation
 * around it are one space, none before a tag's end or between tags (no markup here needs one there).
 */
const compact = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s+(\/?>)/g, '$1')
    .replace(/>\s+</g, '><')
    .replace(/>\s+$/, '>')
    .replace(/^\s+</, '<');

/** A template of markup whose interpolations are escaped (lists joined, null/false left out). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(
    strings.reduce((out, s, i) => out + compact(s) + (i < values.length ? render(values[i]!) : ''), ''),
  );
}

/** Attributes from a record, escaped; undefined values are left out. */
export function attributes(record: Record<string, string | number | undefined>): Markup {
  return new Markup(
    Object.entries(record)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
      .join(''),
  );
}
