// Query results the server put into index.html for the first page (server/storefront/html/page-hints.ts), written
// into Apollo's cache before they are needed: that page then starts with what it would otherwise ask for,
// one round trip at a time. Only operations the app lists (with its own documents) are taken, only for this
// URL and store view, and only once; anything else is ignored and the app asks the network as usual.
// The page is read once at start-up (readInlinedData); each list of documents is adopted when its code is
// there: the route's and the shell's while the app boots, a page's own with that page's code (app/first-page.ts),
// so the entry chunk does not carry every page's documents. Each answer is written in a task of its own.
import type { ApolloClient, DocumentNode } from '@apollo/client';
import { nextTask } from './next-task';

export const INLINED_DATA_ELEMENT_ID = 'inlined-data';

/** One query a first page asks, with the variables it asks with. */
export interface InlinedRequest {
  operation: string;
  variables: Record<string, unknown>;
}

export interface InlinedResult extends InlinedRequest {
  data: Record<string, unknown>;
}

/** A page's largest image as the page will ask for it: the server preloads it from the HTML. */
export interface ImagePreload {
  imagesrcset: string;
  imagesizes: string;
}

/** The app's document for an operation the server may inline, and what a usable answer looks like. */
export interface InlinableQuery {
  query: DocumentNode;
  isValid?: (data: Record<string, unknown>) => boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Sorted by the default order (code units of "name,value"), which for variable names is their own order; not
// localeCompare: its first call sets up an ICU collator, ~150 ms of main thread on a throttled phone.
const keyOf = (operation: string, variables: Record<string, unknown>) =>
  operation + JSON.stringify(Object.entries(variables).sort());

/** Read from the page, not adopted yet. */
let pending: InlinedResult[] = [];
const adopted = new Set<string>();

/** True when this operation's answer came inlined: fresh from the server, no need to ask again now. */
export const wasInlined = (operation: string, variables: Record<string, unknown>) =>
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

/** Takes the page's inlined results when they are meant for `url` in store view `storeCode`. */
export function readInlinedData({ url, storeCode }: { url: string; storeCode: string }): void {
  const payload = readPayload();
  pending = [];
  if (!isObject(payload) || payload.url !== url || payload.store !== storeCode) return;
  if (!Array.isArray(payload.results)) return;
  for (const result of payload.results as unknown[]) {
    if (!isObject(result) || typeof result.operation !== 'string') continue;
    const { operation, variables = {}, data } = result;
    if (isObject(variables) && isObject(data)) pending.push({ operation, variables, data });
  }
}

type Apollo = Pick<ApolloClient, 'writeQuery'>;

/** Takes the pending results of these operations out of the pending list (another page's stay there). */
function takePending(queries: Record<string, InlinableQuery>): InlinedResult[] {
  const mine: InlinedResult[] = [];
  pending = pending.filter((result) => !(Object.hasOwn(queries, result.operation) && mine.push(result)));
  return mine;
}

/** Writes one result into Apollo's cache; false when it is not usable (the app then asks the network). */
function adopt(
  apollo: Apollo,
  queries: Record<string, InlinableQuery>,
  { operation, variables, data }: InlinedResult,
): boolean {
  const known = queries[operation];
  try {
    if (!known || (known.isValid && !known.isValid(data))) return false;
    apollo.writeQuery({ query: known.query, variables, data });
  } catch {
    return false; // not what the document selects (or its validator expects): the page asks the network
  }
  adopted.add(keyOf(operation, variables));
  return true;
}

/**
 * Writes the pending results of these operations into Apollo's cache, one result per task (the first at once),
 * and resolves with those it took: a page's answers (a product's details, the home page's content)
 * each take milliseconds to write on a slow phone (a document's first write is its costliest: the cache
 * prepares it), which together made a long task. Whoever renders with them waits for the promise.
 */
export async function adoptInlinedDataInSteps(
  apollo: Apollo,
  queries: Record<string, InlinableQuery>,
): Promise<InlinedResult[]> {
  const taken: InlinedResult[] = [];
  for (const result of takePending(queries)) {
    if (taken.length) await nextTask(); // each write after the first in a task of its own
    if (adopt(apollo, queries, result)) taken.push(result);
  }
  return taken;
}
