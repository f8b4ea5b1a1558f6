// Runs one GraphQL document against the backend as the app would (a GET, so the stand-in's page cache and
// Magento's Varnish answer repeats), in a given store view. The documents are the storefront's (src/, printed
// as its Apollo client prints them, so a page's hints and its head share cached answers) or the server's own
// (seo/api). An answer with errors, or none, is null: the caller writes the page without it.
import { print, type DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { Backend } from '../backend';

export type Ask = <T = Record<string, unknown>>(
  document: DocumentNode,
  variables?: Record<string, unknown>,
) => Promise<T | null>;

const printed = new WeakMap<DocumentNode, { text: string; name: string }>();

function printedOf(document: DocumentNode) {
  let known = printed.get(document);
  if (!known) {
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
    const name = operation?.kind === 'OperationDefinition' ? (operation.name?.value ?? '') : '';
    known = { text: print(addTypenameToDocument(document)), name };
    printed.set(document, known);
  }
  return known;
}

/** An Ask for store view `store`, through `backend`, at the shop's public origin. */
export function askBackend(backend: Backend, origin: string, store: string): Ask {
  return async <T>(document: DocumentNode, variables: Record<string, unknown> = {}) => {
    const { text, name } = printedOf(document);
    const params = new URLSearchParams({
      query: text,
      operationName: name,
      variables: JSON.stringify(variables),
    });
    try {
      const response = await backend.fetch(
        new Request(`${origin}/graphql?${params}`, { headers: { accept: 'application/json', store } }),
      );
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      return body.errors?.length ? null : (body.data ?? null);
    } catch {
      return null;
    }
  };
}
