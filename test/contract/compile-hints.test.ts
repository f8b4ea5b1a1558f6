// The first route's scripts carry V8's compile hint (scripts/webpack/compile-hints-plugin.js) so that Chromium
// compiles them while they stream in instead of on the main thread: the entry's and the pages' a first visit may
// open; the runtime and other lazy chunks do not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { repoRoot } from './schema';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CompileHintsPlugin, HINT } = require(path.join(repoRoot, 'scripts/webpack/compile-hints-plugin.js'));

function build(dir: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './main.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
    optimization: { runtimeChunk: 'single' },
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
}

test("the entry's and the pages' scripts start with the hint, after minification; the runtime and other lazy chunks do not", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      [
        "console.log('main');",
        'import(/* webpackChunkName: "later" */ \'./later.js\').then((m) => m.run());',
        'import(/* webpackChunkName: "page-PRODUCT" */ \'./page.js\').then((m) => m.run());',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'later.js'), "export function run() { console.log('later'); }");
    fs.writeFileSync(path.join(dir, 'page.js'), "export function run() { console.log('page'); }");
    await build(dir);
    const files = fs.readdirSync(path.join(dir, 'dist'));
    const read = (prefix: string) => {
      const file = files.find((name) => name.startsWith(`${prefix}.`) && name.endsWith('.js'));
      if (!file) throw new Error(`no ${prefix} chunk in ${files.join(', ')}`);
      return fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
    };
    expect(read('main').startsWith(HINT)).toBe(true);
    expect(read('page-PRODUCT').startsWith(HINT)).toBe(true);
    expect(read('runtime')).not.toContain('allFunctionsCalledOnLoad');
    expect(read('later')).not.toContain('allFunctionsCalledOnLoad');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
