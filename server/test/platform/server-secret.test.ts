// No shared default secret: SERVER_SECRET must be long and never a published placeholder; unset, the server
// makes a random one on its first start, keeps it in the data folder (mode 600) and reads it back on restart.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { readConfig } from '../../config';
import { createApp } from '../../app';
import { openDatabase } from '../../magento/db/connection';
import { startServer } from '../../main';
import { dataFolderSecret, SECRET_FILE, withSecret } from '../../magento/auth/server-secret';
import { makeTempDir, removeTempDirs } from '../temp-dir';

afterAll(removeTempDirs);
beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('SERVER_SECRET', () => {
  it.each(['sandbox-secret-change-me', 'SANDBOX-SECRET-CHANGE-ME', 'change-me', 'changeme', 'secret'])(
    'refuses the placeholder %s',
    (value) => {
      expect(() => readConfig({ SERVER_SECRET: value })).toThrow(/SERVER_SECRET is a published placeholder/);
    },
  );

  it('refuses one shorter than 32 characters', () => {
    expect(() => readConfig({ SERVER_SECRET: 'x'.repeat(31) })).toThrow(/SERVER_SECRET is too short \(31/);
    expect(readConfig({ SERVER_SECRET: 'k'.repeat(32) }).secret).toBe('k'.repeat(32));
  });

  it('stops the start of a server given a short or placeholder one', () => {
    const db = openDatabase(':memory:');
    for (const secret of ['sandbox-secret-change-me', 'short', ''])
      expect(() => createApp({ db, config: { ...readConfig({}), secret } })).toThrow(/secret/i);
  });
});

describe('the data folder secret', () => {
  it('is made once, random, readable by its owner only, and read back', () => {
    const dir = makeTempDir();
    const first = dataFolderSecret(dir);
    const file = path.join(dir, SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(dataFolderSecret(dir)).toBe(first);
    expect(dataFolderSecret(makeTempDir())).not.toBe(first);
    // SERVER_SECRET, when set, wins and nothing is read.
    expect(withSecret({ secret: 'k'.repeat(40), dataDir: dir }).secret).toBe('k'.repeat(40));
  });

  it('is tightened to 600 when it was readable by others', () => {
    const dir = makeTempDir();
    const secret = dataFolderSecret(dir);
    fs.chmodSync(path.join(dir, SECRET_FILE), 0o644);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(dataFolderSecret(dir)).toBe(secret);
    expect(fs.statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
  });

  it('is what a server started without SERVER_SECRET signs with, the same after a restart', async () => {
    const dataDir = makeTempDir();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const start = async () => {
      const server = startServer({ ...readConfig({}), dataDir, seedOnStart: true, port: 0 });
      await new Promise((resolve) => server.once('listening', resolve));
      return server;
    };
    const stop = (server: http.Server) => new Promise((resolve) => server.close(resolve));
    const first = await start();
    expect((first.address() as AddressInfo).port).toBeGreaterThan(0);
    const secret = fs.readFileSync(path.join(dataDir, SECRET_FILE), 'utf8');
    expect(fs.statSync(path.join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    await stop(first);
    await stop(await start());
    expect(fs.readFileSync(path.join(dataDir, SECRET_FILE), 'utf8')).toBe(secret);
  });
});
