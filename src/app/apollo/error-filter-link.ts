// Magento reports out-of-stock cart items as GraphQL errors next to otherwise good data (SPEC 8). The UI was
// not built to treat those as failures, so they are removed here together with the items they refer to.
import { map } from 'rxjs';
import { ApolloLink } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';

export const STOCK_ERROR_MESSAGES = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available',
];

type Path = readonly (string | number)[];

export function createErrorFilterLink(): ApolloLink {
  return new ApolloLink((operation, forward) => forward(operation).pipe(map(filterStockErrors)));
}

export function filterStockErrors<T extends ApolloLink.Result>(result: T): T {
  if (!('errors' in result) || !result.errors?.length) return result;
  const stock = result.errors.filter(isStockError);
  if (!stock.length) return result;
  const kept = result.errors.filter((error) => !isStockError(error));
  let data: unknown = 'data' in result ? result.data : undefined;
  // Remove from the last index backwards so earlier indices stay valid.
  const paths = stock
    .map((error) => itemPath(error.path ?? []))
    .filter((path): path is Path => path !== null);
  for (const path of paths.sort(compareDescending)) data = removeAt(data, path);
  const { errors: _dropped, ...rest } = result as T & { errors: unknown };
  return { ...rest, ...(data === undefined ? {} : { data }), ...(kept.length ? { errors: kept } : {}) } as T;
}

function isStockError(error: GraphQLFormattedError): boolean {
  return STOCK_ERROR_MESSAGES.includes(error.message);
}

/** The path of the list entry the error is about: its nearest list-index segment (cart.items.3.product → cart.items.3). */
function itemPath(path: Path): Path | null {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'number') return path.slice(0, i + 1);
  return null;
}

function compareDescending(a: Path, b: Path): number {
  return Number(b[b.length - 1]) - Number(a[a.length - 1]);
}

function removeAt(node: unknown, path: Path): unknown {
  const [head, ...tail] = path;
  if (head === undefined || node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) {
    if (typeof head !== 'number') return node;
    if (!tail.length) return node.filter((_, index) => index !== head);
    return node.map((entry, index) => (index === head ? removeAt(entry, tail) : entry));
  }
  const record = node as Record<string, unknown>;
  if (!(head in record)) return node;
  return { ...record, [head]: removeAt(record[head], tail) };
}
