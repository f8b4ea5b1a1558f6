// The storefront's server asking its backend's /graphql itself (sitemaps, a page's head and body): through the
// Backend, as any request for /graphql goes, so it works the same in front of Magento (MAGENTO_BACKEND_URL) and
// in front of the embedded stand-in. Queries go as GETs in a store view, like the storefront's own cached
// queries: Magento's page cache (Varnish), and the stand-in's public cache, answer a repeat without running it.
import { Kind, print, type DocumentNode } from 'graphql';
import type { Backend } from './backend';

/** The backend answered with an HTTP error, errors, or no data. */
export class BackendQueryError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the answer (0 when it could not be read). */
    readonly status: number,
  ) {
    super(message);
    this.name = 'BackendQueryError';
  }
}

const printed = new WeakMap<DocumentNode, { query: string; operationName: string | null }>();

function textOf(document: DocumentNode) {
  let text = printed.get(document);
  if (!text) {
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    text = { query: print(document), operationName: operation?.name?.value ?? null };
    printed.set(document, text);
  }
  return text;
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message?: string }[];
}

/**
 * Runs a query (a document exported by a *.graphql.ts module: test/contract validates those against Magento
 * 2.4.8 + custom-modules.graphql) in `store` ('default' unless told) and returns its data. `origin` is the
 * shop's public origin (config.publicOrigin): the proxy replaces it with Magento's, the stand-in builds its
 * URLs from its own configuration. Throws BackendQueryError unless the backend answered data without errors.
 */
export async function queryBackend<T>(
  backend: Backend,
  origin: string,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  store = 'default',
): Promise<T> {
  const { query, operationName } = textOf(document);
  const params = new URLSearchParams({ query });
  if (operationName) params.set('operationName', operationName);
  if (Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
  const response = await backend.fetch(
    new Request(`${origin}/graphql?${params}`, { headers: { accept: 'application/json', store } }),
  );
  const name = operationName ?? 'A query';
  const body = (await response.json().catch(() => null)) as GraphqlBody<T> | null;
  // GraphQL's errors say more than the status (a 400 or 500 may carry them too).
  if (body?.errors?.length)
    throw new BackendQueryError(
      `${name} failed: ${body.errors.map((e) => e.message ?? 'error').join('; ')}`,
      response.status,
    );
  if (!response.ok || !body?.data)
    throw new BackendQueryError(
      `${name} failed: the backend answered ${response.status}${response.ok ? ' without data' : ''}`,
      response.status,
    );
  return body.data;
}
