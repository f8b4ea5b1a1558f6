// A page's questions to the backend (backend-query.ts), in one store view. The documents are the storefront's
// (src/, with __typename added as its Apollo client sends them, so a page's head and its hints share cached
// answers) or the server's own (seo/api). No answer, or one with errors, is null: the page goes without it.
import type { DocumentNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { Backend } from '../backend';
import { queryBackend } from '../backend-query';

export type Ask = <T = Record<string, unknown>>(
  document: DocumentNode,
  variables?: Record<string, unknown>,
) => Promise<T | null>;

const typed = new WeakMap<DocumentNode, DocumentNode>();

function withTypename(document: DocumentNode): DocumentNode {
  let known = typed.get(document);
  if (!known) {
    known = addTypenameToDocument(document);
    typed.set(document, known);
  }
  return known;
}

/** An Ask for store view `store`, through `backend`, at the shop's public origin. */
export function askBackend(backend: Backend, origin: string, store: string): Ask {
  return async <T>(document: DocumentNode, variables: Record<string, unknown> = {}) =>
    queryBackend<T>(backend, origin, withTypename(document), variables, store).catch(() => null);
}
