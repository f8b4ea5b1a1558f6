// Which GraphQL requests the worker may answer from its cache, and under which key. Catalogue and content
// queries (products, categories, route, CMS, store config) are the same for every guest of a store view and
// currency, so they are safe to keep; anything else (cart, customer, orders), anything signed in and every
// mutation goes to the network untouched. The store view and currency travel in headers, not in the URL, so
// they are added to the cache key: one store's or currency's answers are never shown in another.

/** Root fields whose answers depend only on the catalogue and the store view (the server's page cache list). */
export const CATALOGUE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'brands',
  'route',
  'urlResolver',
  'categories',
  'categoryList',
  'category',
  'cmsPage',
  'cmsBlocks',
  'storeConfig',
  'availableStores',
  'currency',
  'countries',
  'country',
  '__typename',
]);

/** The minimal view of a request this module needs (a fetch Request satisfies it). */
export interface RequestLike {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

/**
 * The root field names of a query document's first operation, or null when the text is not a plain query
 * (a mutation, a subscription, several operations, unbalanced braces). Fragment spreads at the root count as
 * unknown fields, so such a query is never cached.
 */
export function rootFields(query: string): string[] | null {
  const text = query.replace(/#[^\n]*/g, '').replace(/"(?:\\.|[^"\\])*"/g, '""');
  const start = text.indexOf('{');
  if (start < 0) return null;
  const head = text.slice(0, start).trim();
  if (head && !/^query\b/.test(head)) return null;
  if ((text.match(/\b(query|mutation|subscription)\b\s*[A-Za-z_]*\s*[({]/g) ?? []).length > 1) return null;
  const fields: string[] = [];
  let depth = 0;
  let parens = 0;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '(') parens += 1;
    else if (char === ')') parens -= 1;
    else if (parens > 0) continue;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return fields;
    } else if (depth === 1) {
      const match = /^(\.\.\.\s*[A-Za-z_]\w*|[A-Za-z_]\w*)(\s*:\s*([A-Za-z_]\w*))?/.exec(text.slice(i));
      if (!match) continue;
      if (match[1]!.startsWith('...')) fields.push(match[1]!);
      else fields.push(match[3] ?? match[1]!);
      i += match[0].length - 1;
    }
  }
  return null;
}

/** A GET /graphql query that reads only catalogue fields, sent without a customer token. */
export function isCatalogueQuery(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname !== '/graphql') return false;
  if (request.headers.get('authorization')) return false;
  const query = url.searchParams.get('query');
  const fields = query ? rootFields(query) : null;
  return Boolean(fields?.length) && fields!.every((field) => CATALOGUE_ROOT_FIELDS.has(field));
}

/** The cache key of a catalogue query: its URL plus the store view and currency it was asked for. */
export function catalogueCacheKey(request: RequestLike): string {
  const url = new URL(request.url);
  url.searchParams.set('__store', request.headers.get('store') ?? 'default');
  url.searchParams.set('__currency', request.headers.get('content-currency') ?? '');
  return url.href;
}
