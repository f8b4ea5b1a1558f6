// `npm start` on a tree whose build is current starts the shop at once: no rebuild, and no warning about a
// missing .env (the normal case).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildFingerprint, recordBuild } = require('../../scripts/lib/build-freshness') as {
  buildFingerprint(env: Record<string, string | undefined>): string;
  recordBuild(outputDir: string, fingerprint: string): void;
};

const ROOT = path.join(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test('npm start serves a current build without rebuilding it and says nothing alarming', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
  const staticDir = path.join(tmp, 'dist');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Shop</title><div id="root"></div>',
  );
  const port = await freePort();
  // As a shell has it: jest sets NODE_ENV to 'test'.
  const { NODE_ENV: _jest, ...shell } = process.env;
  const env = {
    ...shell,
    STATIC_DIR: staticDir,
    DATA_DIR: path.join(tmp, 'data'),
    PORT: String(port),
    SEED_ON_START: 'true',
  };
  recordBuild(staticDir, buildFingerprint(env));

  const child = spawn(process.execPath, ['scripts/start.js'], { cwd: ROOT, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  try {
    const deadline = Date.now() + 60_000;
    while (!output.includes('Storefront on') && Date.now() < deadline && child.exitCode === null)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(output).toContain('is up to date with its sources: not rebuilding');
    expect(output).toContain(`Storefront on http://localhost:${port}`);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(output).not.toMatch(/Building|webpack/);
    expect(output).not.toMatch(/\.env not found/i);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}, 90_000);
