#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright tests (they never download a browser).
// As root it installs it with apt-get; otherwise it prints the command to run and exits non-zero.
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

function version() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function main() {
  if (fs.existsSync(CHROMIUM)) {
    console.log(`Chromium: ${version() ?? CHROMIUM}`);
    return 0;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. The browser tests use Debian's Chromium; install it with:\n`,
    );
    console.error(`  sudo sh -c '${INSTALL}'   (or, as root: ${INSTALL})\n`);
    return 1;
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's package: ${INSTALL}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
      return 1;
    }
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    return 1;
  }
  console.log(`Chromium installed: ${version() ?? CHROMIUM}`);
  return 0;
}

process.exitCode = main();
