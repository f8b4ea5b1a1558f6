// Query results the server put into index.html for the first page (server/src/http/page-hints.ts), written
// into Apollo's cache before the first render: that page then starts with what it would otherwise ask for,
// one round trip at a time. Only operations the app lists (with its own documents) are taken, only for this
// URL and store view, and only once; anything else is ignored and the app asks the network as usual.
import type { ApolloClient, DocumentNode } from '@apollo/client';

export const INLINED_DATA_ELEMENT_ID = 'inlined-data';

export interface InlinedResult {
  operation: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** The app's document for an operation the server may inline, and what a usable answer looks like. */
export interface InlinableQuery {
  query: DocumentNode;
  isValid?: (data: Record<string, unknown>) => boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const keyOf = (operation: string, variables: Record<string, unknown>) =>
  `${operation} ${JSON.stringify(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b)))}`;

const adopted = new Set<string>();

/** True when this operation's answer came inlined: fresh from the server, no need to ask again now. */
export const wasInlined = (operation: string, variables: Record<string, unknown> = {}) =>
  adopted.has(keyOf(operation, variables));

function readPayload(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(INLINED_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove(); // only the first page load may use it
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
}

/** Writes the inlined results meant for `url` in store view `storeCode`; returns those it took. */
export function adoptInlinedData(
  apollo: Pick<ApolloClient, 'writeQuery'>,
  queries: Record<string, InlinableQuery>,
  { url, storeCode }: { url: string; storeCode: string },
): InlinedResult[] {
  const payload = readPayload();
  if (!isObject(payload) || payload.url !== url || payload.store !== storeCode) return [];
  if (!Array.isArray(payload.results)) return [];
  const taken: InlinedResult[] = [];
  for (const result of payload.results as unknown[]) {
    if (!isObject(result) || typeof result.operation !== 'string') continue;
    const { operation, variables = {}, data } = result;
    const known = Object.hasOwn(queries, operation) ? queries[operation] : undefined;
    if (!known || !isObject(variables) || !isObject(data) || (known.isValid && !known.isValid(data)))
      continue;
    try {
      apollo.writeQuery({ query: known.query, variables, data });
    } catch {
      continue; // not what the document selects: the app asks the network
    }
    adopted.add(keyOf(operation, variables));
    taken.push({ operation, variables, data });
  }
  return taken;
}
