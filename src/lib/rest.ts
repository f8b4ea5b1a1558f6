// Magento REST calls (SPEC 7.2): same-origin cookies, JSON both ways, the customer's bearer token when signed in,
// and identical GETs in flight share one network request.
import { BrowserPersistence, STORAGE_KEYS } from './storage';

export class RestError extends Error {
  override readonly name = 'RestError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    /** Magento's message with its %1 / %name parameters filled in; empty when the body had none. */
    readonly serverMessage: string,
    /** The rest of the error body (parameters, trace, ...), or the raw text when it was not JSON. */
    readonly extra: unknown,
  ) {
    super(`${method} ${url} responded ${status}${serverMessage ? `: ${serverMessage}` : ''}`);
  }
}

export interface RestRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Receives the response headers of a successful answer (checkout's X-Payment-Url). */
  onHeaders?: (headers: Headers) => void;
}

export interface RestClient {
  request<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
}

export function createRestClient({
  storage = new BrowserPersistence(),
  fetch: fetchImpl,
}: { storage?: BrowserPersistence; fetch?: typeof fetch } = {}): RestClient {
  const inFlight = new Map<string, Promise<unknown>>();

  function send(
    method: string,
    path: string,
    body: unknown,
    onHeaders?: (headers: Headers) => void,
  ): Promise<unknown> {
    const token = storage.peekItem<string>(STORAGE_KEYS.signinToken);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const doFetch = fetchImpl ?? globalThis.fetch;
    return doFetch(absolute(path), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => {
      if (response.ok) onHeaders?.(response.headers);
      return readResponse(method, path, response);
    });
  }

  return {
    request<T>(path: string, { method = 'GET', body, onHeaders }: RestRequestOptions = {}) {
      if (method !== 'GET') return send(method, path, body, onHeaders) as Promise<T>;
      const key = `${method} ${path}`;
      const pending = inFlight.get(key) ?? send(method, path, body).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      return pending as Promise<T>;
    },
  };
}

/** Resolved against the page so it works outside a browser too (tests, node fetch needs absolute URLs). */
function absolute(path: string): string {
  const base = globalThis.location?.href;
  return base ? new URL(path, base).href : path;
}

async function readResponse(method: string, url: string, response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // a non-JSON body (an HTML error page) is kept as text for the error's extra info
  }
  if (response.ok) return body;
  const { message, rest } = splitMessage(body);
  throw new RestError(method, url, response.status, message, rest);
}

function splitMessage(body: unknown): { message: string; rest: unknown } {
  if (typeof body !== 'object' || body === null || !('message' in body)) return { message: '', rest: body };
  const { message, ...rest } = body as { message: unknown; parameters?: unknown };
  return { message: fillParameters(String(message), rest.parameters), rest };
}

/** Magento sends 'No such entity with %fieldName = %fieldValue' plus the values separately. */
export function fillParameters(message: string, parameters: unknown): string {
  if (!parameters || typeof parameters !== 'object') return message;
  const list = Array.isArray(parameters);
  return message.replace(/%(\w+)/g, (whole, name: string) => {
    const key = list ? Number(name) - 1 : name;
    const value = (parameters as Record<string | number, unknown>)[key];
    return value === undefined ? whole : String(value);
  });
}
