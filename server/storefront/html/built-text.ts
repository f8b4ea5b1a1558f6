// The text of a file of the built storefront (a page's CSS, webpack's runtime) for inlining into index.html:
// read once per version of the file, and only from inside the static folder.
import fs from 'node:fs';
import path from 'node:path';

const files = new Map<string, { mtimeMs: number; text: string }>();

/** The text of `file` (a path as the HTML names it: /css/…) with this extension, or null when unreadable. */
export function readBuiltText(staticDir: string, file: string, extension: '.css' | '.js'): string | null {
  const root = path.resolve(staticDir);
  const full = path.resolve(root, `.${path.posix.normalize(file)}`);
  if (!full.startsWith(root + path.sep) || !full.endsWith(extension)) return null;
  try {
    const { mtimeMs } = fs.statSync(full);
    const known = files.get(full);
    if (known?.mtimeMs === mtimeMs) return known.text;
    const text = fs.readFileSync(full, 'utf8');
    files.set(full, { mtimeMs, text });
    return text;
  } catch {
    return null;
  }
}
