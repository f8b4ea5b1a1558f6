// The only module that imports the SQLite driver. Everything else receives a `Db`.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

/** Opens (creating if needed) the shop database. Pass ':memory:' for tests. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  return configured(new Database(file));
}

/** A new in-memory database holding what `db` holds now (tests copy one seeded shop instead of seeding each). */
export function copyDatabase(db: Db): Db {
  return configured(new Database(db.serialize()));
}

function configured(db: Db): Db {
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Runs `work` in one immediate transaction: all of it is written, or none of it. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work).immediate();
}
