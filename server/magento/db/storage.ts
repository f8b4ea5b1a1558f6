// Whether the shop's database can still keep what it is told. SQLite keeps writing to a file it opened even
// after the file was deleted (a volume that came unmounted) or swapped, and root writes a read-only file, so
// the server checks the file itself: the same file (device and inode) it opened, still there, still writable.
// A storage error SQLite reported (read-only, disk full, I/O) counts too, for a while.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './connection';

/** How long a storage error SQLite reported keeps the shop unhealthy (ms). */
const REPORTED_FAILURE_MS = 30_000;

/** SQLite's result codes for storage that does not keep what it is given. */
const STORAGE_CODES = /^SQLITE_(READONLY|IOERR|FULL|CANTOPEN|CORRUPT|NOTADB|PERM)/;
const STORAGE_MESSAGES: [RegExp, string][] = [
  [/^attempt to write a readonly database/, 'SQLITE_READONLY'],
  [/^disk I\/O error/, 'SQLITE_IOERR'],
  [/^database or disk is full/, 'SQLITE_FULL'],
  [/^unable to open database file/, 'SQLITE_CANTOPEN'],
  [/^database disk image is malformed/, 'SQLITE_CORRUPT'],
  [/^file is not a database/, 'SQLITE_NOTADB'],
];

export interface Storage {
  /** What is wrong with the database's storage, or null when writes are safe. */
  problem(): string | null;
  /** Whether an error thrown by a write is the storage failing; if so, it is remembered (problem()). */
  isStorageError(error: unknown): boolean;
}

/** Why `target` cannot be written, or null. Mode bits count even for root: a file made read-only is meant so. */
export function notWritable(target: string): string | null {
  try {
    const stat = fs.statSync(target);
    fs.accessSync(target, fs.constants.W_OK);
    return (stat.mode & 0o222) === 0 ? 'read-only' : null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'missing' : code === 'EROFS' ? 'on a read-only file system' : 'read-only';
  }
}

function identity(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return null;
  }
}

export function watchStorage(db: Db, now: () => number = Date.now): Storage {
  const file = db.memory ? null : path.resolve(db.name);
  const opened = file ? identity(file) : null;
  let reported: { message: string; at: number } | null = null;
  const fileProblem = (): string | null => {
    if (!file) return null;
    const current = identity(file);
    if (current === null) return `the database file ${file} was removed`;
    if (current !== opened) return `the database file ${file} was replaced`;
    const folder = notWritable(path.dirname(file));
    if (folder) return `the data folder ${path.dirname(file)} is ${folder}`;
    const own = notWritable(file);
    return own ? `the database file ${file} is ${own}` : null;
  };
  return {
    problem() {
      const problem = fileProblem();
      if (problem) return problem;
      if (reported && now() - reported.at < REPORTED_FAILURE_MS) return reported.message;
      reported = null;
      return null;
    },
    isStorageError(error) {
      const found = storageFailure(error);
      if (!found) return false;
      reported = { message: `SQLite reported ${found.code}: ${found.message}`, at: now() };
      return true;
    },
  };
}

/** SQLite's storage error behind `error`: itself, or what it wraps (a GraphQL error's original, a cause). */
function storageFailure(error: unknown, depth = 0): { code: string; message: string } | null {
  if (!error || typeof error !== 'object' || depth > 3) return null;
  const { code, message, originalError, cause } = error as {
    code?: unknown;
    message?: unknown;
    originalError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && STORAGE_CODES.test(code)) return { code, message: String(message) };
  // SQLite's own wording, for an error whose code did not come with it (seen in a jest worker's later test
  // files, where better-sqlite3's native binding was loaded by an earlier one).
  const worded =
    typeof message === 'string' ? STORAGE_MESSAGES.find(([pattern]) => pattern.test(message)) : null;
  if (worded) return { code: worded[1], message: message as string };
  return storageFailure(originalError, depth + 1) ?? storageFailure(cause, depth + 1);
}
