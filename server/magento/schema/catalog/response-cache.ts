// A result cache for catalogue and content queries (every root field is one of CACHEABLE_ROOT_FIELDS: products,
// route, categories, CMS pages and blocks, store configuration): the same document with the same variables,
// store view, currency, origin and sign-in state gets the same result until the catalogue or content changes
// (catalog_state.version, bumped by the triggers of 004 and 008 on any write), like Magento's page cache for
// GET GraphQL. Execution is skipped on a hit, and so is serialising (yoga uses a result's own `stringify` when
// it has one); the other plugins (cache id, headers) still run. Results with errors are never kept.
// None of these fields reads who the customer is; the sign-in state is still part of the key, so an answer
// computed for a signed-in request is never replayed to a guest (or to a request with an expired token,
// which must get its own answer).
import { Kind, OperationTypeNode, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../../context';
import { catalogCache } from './cache';

export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'brands',
  'attributesList',
  'route',
  'urlResolver',
  'categories',
  'categoryList',
  'category',
  'cmsPage',
  'cmsBlocks',
  'sitemapCmsPages',
  'storeConfig',
  'availableStores',
  'currency',
  'countries',
  'country',
  '__typename',
]);

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
  const signIn = ctx.customerId !== null ? 'customer' : ctx.invalidToken ? 'invalid' : 'guest';
  const scope = `${ctx.store.code}|${ctx.currency}|${signIn}|${ctx.config.publicOrigin}`;
  return `${id}|${args.operationName ?? ''}|${scope}|${JSON.stringify(args.variableValues ?? {})}`;
}

/** The result with its JSON computed once, for every response that reuses it. */
export function withSerialisation(result: ExecutionResult): ExecutionResult {
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
