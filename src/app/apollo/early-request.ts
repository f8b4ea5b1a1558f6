// A visit that opens on the cart or checkout asks for that page's cart from the HTML itself, while the app's
// scripts (~150 KB on a phone's connection) are still on their way: the server writes a small inline script for
// those pages (server/storefront/html/early-requests.ts, from the documents of app/early-queries.ts). The app's own
// request then takes that answer instead of asking again, so the page no longer waits for a round trip that
// could only start once every script had run. Only when the app asks exactly that (the same operation, query,
// variables and the headers that change an answer), once, within EARLY_REQUEST_MAX_AGE_MS, and never after a
// mutation, which may have changed the cart: anything else goes to the network as usual.
import { compactQuery } from './compact-query';

/** The window property the inline script leaves its request in. */
export const EARLY_REQUEST_GLOBAL = '__shopEarlyRequest';
/** Older than this, the answer is not taken: the app asks afresh. */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;
/** Request headers that change an answer (set by links.ts), by their lower-case names. */
export const ANSWER_HEADERS = ['authorization', 'x-magento-cache-id', 'store', 'content-currency'] as const;

export interface EarlyRequest {
  operationName: string;
  /** The document as sent, without ignored characters (compact-query.ts). */
  query: string;
  variables: Record<string, unknown>;
  /** The ANSWER_HEADERS it was sent with. */
  headers: Record<string, string>;
  /** When it was sent, ms since the epoch. */
  at: number;
  response: Promise<Response>;
}

type Holder = Record<string, unknown>;
const holder = () => globalThis as unknown as Holder;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the page left, when it has the shape the inline script gives it (anything else is dropped). */
function pending(): EarlyRequest | undefined {
  const early = holder()[EARLY_REQUEST_GLOBAL];
  if (early === undefined) return undefined;
  const valid =
    isObject(early) &&
    typeof early.operationName === 'string' &&
    typeof early.query === 'string' &&
    isObject(early.variables) &&
    isObject(early.headers) &&
    typeof early.at === 'number' &&
    early.response instanceof Promise;
  if (!valid) dropEarlyRequest();
  return valid ? (early as unknown as EarlyRequest) : undefined;
}

/** Forgets the early request (after a mutation, or once its operation has been asked for). */
export function dropEarlyRequest(): void {
  delete holder()[EARLY_REQUEST_GLOBAL];
}

/** JSON with object keys sorted, so that two equal variable objects compare equal whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? {} : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function sameAnswerHeaders(init: RequestInit | undefined, early: Record<string, string>): boolean {
  const sent = new Headers(init?.headers);
  return ANSWER_HEADERS.every((name) => (sent.get(name) ?? '') === (early[name] ?? ''));
}

/**
 * The early answer for this GET request to /graphql (an absolute URL), when it is the request the page made
 * early; undefined otherwise. The first request for the early operation consumes it, taken or not.
 */
export function takeEarlyResponse(url: string, init?: RequestInit): Promise<Response> | undefined {
  const early = pending();
  if (!early) return undefined;
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return undefined;
  }
  if (params.get('operationName') !== early.operationName) return undefined;
  dropEarlyRequest();
  const usable =
    Date.now() - early.at <= EARLY_REQUEST_MAX_AGE_MS &&
    compactQuery(params.get('query') ?? '') === early.query &&
    canonical(parseJson(params.get('variables'))) === canonical(early.variables) &&
    sameAnswerHeaders(init, early.headers);
  return usable ? early.response : undefined;
}
