// A result cache for cart(cart_id) queries. A cart answer is private (private-fields.ts: no shared cache ever
// stores it), but the storefront asks for the same cart again and again between changes, and executing the
// cart (its items, products, totals, coupon, gift cards and addresses) costs more than the rest of the request.
// An answer is kept per requester (store, currency, origin, customer) and replayed only while nothing at all
// was written to the database since it was computed, on this connection (SQLite's total_changes()) or any
// other (PRAGMA data_version), and while it is the same day in India: that is all a cart's answer depends on
// (coupon and gift card dates and delivery estimates are by the day; see coupon-rules.ts, delivery-date.ts).
// So a replayed answer is the one executing would give. Results with errors are never kept.
import { Kind, OperationTypeNode, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { indiaDate, nowMs } from '../../clock';
import type { Db } from '../../db/connection';
import { prepared } from '../../db/repositories/statements';
import type { RequestContext } from '../../context';
import { LruMap } from '../catalog/cache';
import { withSerialisation } from '../catalog/response-cache';

/** Distinct cart answers kept between two writes (a write drops them all). */
const MAX_ENTRIES = 500;

interface Entries {
  stamp: string;
  results: LruMap<string, ExecutionResult>;
}

const byDb = new WeakMap<Db, Entries>();
const cartOnly = new WeakMap<DocumentNode, boolean>();
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 1;

/** Whether the operation is a query of cart(...) fields only (the document objects are yoga's parse cache's). */
function isCartQuery(document: DocumentNode, operationName: string | null | undefined): boolean {
  const known = cartOnly.get(document);
  if (known !== undefined && !operationName) return known;
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  const answer =
    operation !== undefined &&
    operation.operation === OperationTypeNode.QUERY &&
    (Boolean(operationName) || operations.length === 1) &&
    operation.selectionSet.selections.every(
      (s) => s.kind === Kind.FIELD && s.name.value === 'cart' && !s.directives?.length,
    );
  if (!operationName) cartOnly.set(document, answer);
  return answer;
}

/** Changes whenever anything is written to the database, by anyone, and when the day in India changes. */
function stampOf(ctx: RequestContext): string {
  const row = prepared(
    ctx.db,
    'SELECT total_changes() AS changes, data_version AS version FROM pragma_data_version',
  ).get() as { changes: number; version: number };
  return `${row.changes}|${row.version}|${indiaDate(nowMs(ctx.config))}`;
}

function keyOf(
  document: DocumentNode,
  ctx: RequestContext,
  args: { variableValues?: unknown; operationName?: string | null },
): string {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  const who = ctx.customerId ?? (ctx.invalidToken ? 'invalid' : 'guest');
  const scope = `${ctx.store.code}|${ctx.currency}|${who}|${ctx.config.publicOrigin}`;
  return `${id}|${args.operationName ?? ''}|${scope}|${JSON.stringify(args.variableValues ?? {})}`;
}

function entriesFor(db: Db, stamp: string): Entries {
  let entries = byDb.get(db);
  if (!entries || entries.stamp !== stamp)
    byDb.set(db, (entries = { stamp, results: new LruMap(MAX_ENTRIES) }));
  return entries;
}

export function cartResponseCache(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as RequestContext;
      if (!isCartQuery(args.document, args.operationName)) return undefined;
      const stamp = stampOf(ctx);
      const { results } = entriesFor(ctx.db, stamp);
      const key = keyOf(args.document, ctx, args);
      const cached = results.get(key);
      if (cached) {
        setResultAndStopExecution(cached);
        return undefined;
      }
      return {
        onExecuteDone({ result }) {
          if ('errors' in result && result.errors?.length) return;
          if (Symbol.asyncIterator in result) return;
          // Executing wrote something (or someone else did meanwhile): the answer may be of neither state.
          if (stampOf(ctx) !== stamp) return;
          entriesFor(ctx.db, stamp).results.set(key, withSerialisation(result));
        },
      };
    },
  };
}
