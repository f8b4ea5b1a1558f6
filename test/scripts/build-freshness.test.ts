// `npm start` and the benches rebuild the storefront only when what it is built from changed: these tests build
// nothing; they record a build of a small work tree and change that tree and the settings around it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const freshness = require('../../scripts/lib/build-freshness') as {
  buildFingerprint(env: Record<string, string | undefined>, options?: { root?: string }): string;
  recordBuild(outputDir: string, fingerprint: string, options?: { root?: string }): void;
  isBuildStale(
    outputDir: string,
    env: Record<string, string | undefined>,
    options?: { root?: string },
  ): boolean;
};

let root: string;
let out: string;
const env = { PORT: '8080', STORE_NAME: 'Zepp Shop' };
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const stale = (settings: Record<string, string | undefined> = env) =>
  freshness.isBuildStale(out, settings, { root });
const built = (settings: Record<string, string | undefined> = env) => {
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html>');
  freshness.recordBuild(out, freshness.buildFingerprint(settings, { root }), { root });
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
  out = path.join(root, 'dist');
  write('src/main.tsx', 'render();');
  write('src/main.test.tsx', 'test();');
  write('package.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('a build nobody recorded, or with no index.html, is stale', () => {
  expect(stale()).toBe(true);
  built();
  expect(stale()).toBe(false);
  fs.rmSync(path.join(out, 'index.html'));
  expect(stale()).toBe(true);
});

test('a changed, added or removed source makes the build stale; a test file or a touched file does not', () => {
  built();
  write('src/main.test.tsx', 'test("more");');
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(root, 'src/main.tsx'), later, later);
  expect(stale()).toBe(false);
  write('src/main.tsx', 'render(<App />);');
  expect(stale()).toBe(true);
  built();
  write('sw/sw.ts', 'self;');
  expect(stale()).toBe(true);
  built();
  fs.rmSync(path.join(root, 'sw/sw.ts'));
  expect(stale()).toBe(true);
});

test('a changed build flag (from .env or the shell) makes it stale; a server-only setting does not', () => {
  built();
  expect(stale({ ...env, PORT: '9090', DATA_DIR: '/elsewhere' })).toBe(false);
  expect(stale({ ...env, STORE_NAME: 'Another Shop' })).toBe(true);
  expect(stale({ ...env, GUEST_CART_ALLOWED: 'true' })).toBe(true);
  expect(stale({ ...env, PROFILE_BUILD: '1' })).toBe(true);
});
