// Plain text from the backend's HTML (a product's short description, a category's or CMS page's content) and
// descriptions clipped to the length a results page shows. The text is unescaped here; head.ts and
// structured-data.ts escape it for where they write it.

/** The characters of a meta description a results page shows (Google cuts longer ones). */
export const DESCRIPTION_LENGTH = 160;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  times: '×',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Collapses runs of white space (new lines, tabs, no-break spaces) into one space, trimmed. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The readable text of an HTML fragment: no tags, comments, scripts, styles or Magento directives
 * ({{widget …}}), entities decoded, white space collapsed.
 */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/\{\{[\s\S]*?\}\}/g, ' ')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ');
  return collapse(decodeEntities(text));
}

/** `text` in at most `max` characters: cut at a word boundary with an ellipsis when it is longer. */
export function clip(text: string, max: number = DESCRIPTION_LENGTH): string {
  const whole = collapse(text);
  if (whole.length <= max) return whole;
  const room = whole.slice(0, max); // one character is left for the ellipsis
  const space = room.lastIndexOf(' ');
  // A single word longer than half the room is cut where it must be.
  const cut = space > max / 2 ? room.slice(0, space) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.!?\-–—(]+$/, '')}…`;
}

/** The first of `candidates` with any text, clipped; '' when none has any. */
export function firstText(candidates: (string | null | undefined)[], max?: number): string {
  for (const candidate of candidates) {
    const text = collapse(candidate ?? '');
    if (text) return clip(text, max);
  }
  return '';
}

/** 'A', 'A and B', 'A, B and C'. */
export function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
