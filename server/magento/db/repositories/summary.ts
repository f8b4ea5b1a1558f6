import type { Db } from '../connection';

/** Row counts of every application table (for the seed command's summary); FTS internals are left out. */
export function tableRowCounts(db: Db): Record<string, number> {
  const tables = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string; sql: string | null }[];
  const virtual = tables.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? '')).map((t) => t.name);
  const shown = tables.filter(
    (t) => t.name !== 'schema_migrations' && !virtual.some((v) => t.name === v || t.name.startsWith(`${v}_`)),
  );
  return Object.fromEntries(
    shown.map(({ name }) => [
      name,
      (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n,
    ]),
  );
}
