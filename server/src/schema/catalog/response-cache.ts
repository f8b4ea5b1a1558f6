// A result cache for catalog-only queries (every root field is `products` or `brands`): the same document with
// the same variables, store view, currency and origin gets the same result until the catalog changes, like
// Magento's page cache for GET GraphQL. Execution is skipped on a hit, and so is serialising (yoga uses a
// result's own `stringify` when it has one); the other plugins (cache id, headers) still run. Results with
// errors are never kept.
import { Kind, OperationTypeNode, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../../context';
import { requestOrigin } from '../../http/origin';
import { catalogCache } from './cache';

const CACHEABLE_ROOT_FIELDS = new Set(['products', 'brands', '__typename']);

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 1;

/** Whether the operation reads only catalog root fields (which depend on nothing but the catalog and store). */
function isCatalogOnly(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (
    !operation ||
    operation.operation !== OperationTypeNode.QUERY ||
    (!operationName && operations.length > 1)
  )
    return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(s.name.value) && !s.directives?.length,
  );
}

function keyOf(
  document: DocumentNode,
  ctx: RequestContext,
  args: { variableValues?: unknown; operationName?: string | null },
) {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  const scope = `${ctx.store.code}|${ctx.currency}|${requestOrigin(ctx.request)}`;
  return `${id}|${args.operationName ?? ''}|${scope}|${JSON.stringify(args.variableValues ?? {})}`;
}

/** The result with its JSON computed once, for every response that reuses it. */
function withSerialisation(result: ExecutionResult): ExecutionResult {
  let json: string | undefined;
  const copy = { ...result };
  return Object.defineProperty(copy, 'stringify', {
    enumerable: false,
    value: () => (json ??= JSON.stringify(copy)),
  });
}

export function catalogResponseCache(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as RequestContext;
      if (!isCatalogOnly(args.document, args.operationName)) return undefined;
      const responses = catalogCache(ctx).responses;
      const key = keyOf(args.document, ctx, args);
      const cached = responses.get(key) as ExecutionResult | undefined;
      if (cached) {
        setResultAndStopExecution(cached);
        return undefined;
      }
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result && result.errors?.length) && !(Symbol.asyncIterator in result))
            responses.set(key, withSerialisation(result));
        },
      };
    },
  };
}
