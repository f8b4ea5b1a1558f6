// The shared reference folder (Magento's schema, the XSS corpora) sits beside the repository's checkout; a git
// worktree is one folder deeper, so look upwards from the repository for the nearest `shared/`.
import fs from 'node:fs';
import path from 'node:path';

export function sharedDir(...parts: string[]): string {
  let dir = path.resolve(__dirname, '../..');
  for (;;) {
    const candidate = path.join(dir, '..', 'shared');
    if (fs.existsSync(candidate)) return path.join(candidate, ...parts);
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(__dirname, '../../../shared', ...parts);
    dir = parent;
  }
}
