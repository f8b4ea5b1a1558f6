// Applies migrations/NNN_name.sql in file-name order, once each, recorded in schema_migrations.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './connection';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export function migrate(db: Db, dir = MIGRATIONS_DIR): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const pending = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f) && !done.has(f))
    .sort();
  const record = db.prepare("INSERT INTO schema_migrations (name, applied_at) VALUES (?, datetime('now'))");
  for (const file of pending) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(file);
    })();
  }
  return pending;
}
