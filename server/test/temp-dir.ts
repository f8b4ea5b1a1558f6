// Temporary folders for tests that touch the file system (static bundle, media, seed CLI).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const created: string[] = [];

export function makeTempDir(prefix = 'shop-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
