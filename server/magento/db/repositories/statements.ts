// Prepared statements cached per database: hot read paths (the products query runs on every page) should not
// re-compile their SQL on each request.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../connection';

const cache = new WeakMap<Db, Map<string, Statement>>();
/** Queries are built from a bounded set of clauses, but a cap keeps a hostile mix from growing the cache. */
const MAX_STATEMENTS = 500;

export function prepared(db: Db, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statements.set(sql, (statement = db.prepare(sql)));
  }
  return statement;
}

/** An IN list bound as one JSON array parameter, so the SQL text does not change with the list's length. */
export const IN_JSON = 'IN (SELECT value FROM json_each(?))';

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (use with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
