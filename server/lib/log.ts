// What the server writes to its log about a failure: the cause (the error's name, message and stack), never a
// customer's data or a credential. Variables, headers and bodies are never logged; e-mail addresses, phone
// numbers and anything shaped like a token that ends up in a message or a URL are replaced.
const REDACTIONS: [RegExp, string][] = [
  [/[^\s@/"'<>()]+@[^\s@/"'<>()]+\.[a-z]{2,}/gi, '<email>'],
  // Long runs of letters and digits (tokens, hashes, signatures); a long name without digits is code.
  [/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}={0,2}/g, '<secret>'],
  [/(?<![\d.])\+?\d[\d -]{8,}\d(?![\d.])/g, '<phone>'],
];

export function redact(text: string): string {
  return REDACTIONS.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/** A URL for the log: its path with personal data and secrets masked, and no query string (tokens ride there). */
export function loggableUrl(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return redact(pathname) + (search ? '?…' : '');
  } catch {
    return '<unparsable url>';
  }
}

/** The stack without the libraries' frames (graphql-yoga's run 40 deep), at most 10 lines. */
function shortStack(error: Error): string {
  const lines = (error.stack ?? `${error.name}: ${error.message}`).split('\n');
  return lines
    .filter((line, i) => i === 0 || !line.includes('node_modules'))
    .slice(0, 10)
    .join('\n');
}

/** Logs an unexpected error with its cause. */
export function logError(what: string, error: unknown): void {
  const text = error instanceof Error ? shortStack(error) : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  console.error(`${what}: ${redact(text)}${typeof code === 'string' ? ` [${code}]` : ''}`);
}
