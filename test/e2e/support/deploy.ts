// A new build deployed while the browser tests run: scripts/e2e-server.js serves a copy of dist/ (noted by port),
// and this changes it as a release would: a new index.html and a sw.js whose precache revision of it changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the new build's index.html carries, so a test can tell which build a page runs. */
export const NEXT_BUILD_MARK = '<meta name="build" content="next">';

function servedDir(): string {
  const port = process.env.E2E_PORT ?? '8787';
  return fs.readFileSync(path.join(os.tmpdir(), `shop-e2e-${port}.staticdir`), 'utf8').trim();
}

/** Deploys the "next build"; the function returned puts the served build back as it was. */
export function deployNextBuild(): () => void {
  const dir = servedDir();
  const files = ['sw.js', 'index.html'].flatMap((name) => [name, `${name}.br`, `${name}.gz`]);
  const saved = new Map(
    files
      .filter((name) => fs.existsSync(path.join(dir, name)))
      .map((name) => [name, fs.readFileSync(path.join(dir, name))]),
  );
  const edit = (name: string, change: (text: string) => string) => {
    const text = saved.get(name)!.toString('utf8');
    const changed = change(text);
    if (changed === text) throw new Error(`The build's ${name} is not what deploy.ts expects`);
    fs.writeFileSync(path.join(dir, name), changed);
    // The server prefers precompressed siblings: without them it compresses the new file itself.
    for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(dir, name + suffix), { force: true });
  };
  edit('index.html', (html) => html.replace('<head>', `<head>${NEXT_BUILD_MARK}`));
  edit('sw.js', (sw) =>
    sw.replace(/'revision':'[0-9a-f]+','url':'\/index\.html'/, "'revision':'next','url':'/index.html'"),
  );
  return () => {
    for (const [name, bytes] of saved) fs.writeFileSync(path.join(dir, name), bytes);
  };
}
