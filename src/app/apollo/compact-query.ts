// graphql's stripIgnoredCharacters needs graphql's lexer, which the bundle otherwise no longer carries (the
// documents are parsed at build time). The queries shrunk here are Apollo's printed documents, so a small
// scanner suffices: drop whitespace, commas and comments, keep strings as they are, and keep one space where
// two names, numbers or strings (or a name and a following `...`) would otherwise run together.

const PUNCTUATORS = '!$&():=@[]{|}';
const NAME_START = /[_A-Za-z]/;
const NAME_CHAR = /[_A-Za-z0-9]/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;

/** Index after the string literal (block string or not) starting at `start`. */
function endOfString(source: string, start: number): number {
  if (source.startsWith('"""', start)) {
    let i = start + 3;
    while (i < source.length && !source.startsWith('"""', i)) i += source.startsWith('\\"""', i) ? 4 : 1;
    return Math.min(i + 3, source.length);
  }
  let i = start + 1;
  while (i < source.length && source[i] !== '"' && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, source.length);
}

/** The end of the token at `start`, and whether it is punctuation (which needs no space around it). */
function token(source: string, start: number): { end: number; punctuator: boolean; spread: boolean } {
  const c = source[start] as string;
  if (source.startsWith('...', start)) return { end: start + 3, punctuator: true, spread: true };
  if (PUNCTUATORS.includes(c)) return { end: start + 1, punctuator: true, spread: false };
  if (c === '"') return { end: endOfString(source, start), punctuator: false, spread: false };
  let end = start + 1;
  if (NAME_START.test(c)) {
    while (end < source.length && NAME_CHAR.test(source[end] as string)) end++;
  } else {
    end = start + (NUMBER.exec(source.slice(start))?.[0].length || 1);
  }
  return { end, punctuator: false, spread: false };
}

/** The GraphQL document text without ignored characters (same result as graphql's stripIgnoredCharacters). */
export function compactQuery(source: string): string {
  let out = '';
  let afterWord = false;
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
    } else if (/[\s,\uFEFF]/.test(c)) {
      i++;
    } else {
      const { end, punctuator, spread } = token(source, i);
      if (afterWord && (!punctuator || spread)) out += ' ';
      out += source.slice(i, end);
      afterWord = !punctuator;
      i = end;
    }
  }
  return out;
}
