#!/usr/bin/env node
// `npm start`: builds the storefront only when its sources or build settings changed since the build in
// STATIC_DIR (scripts/lib/build-freshness.js), then serves it with the embedded backend (server/main.ts),
// or the proxy to MAGENTO_BACKEND_URL. .env is optional; a variable set in the shell wins over it.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');
const { buildEnv, outputDir, ROOT } = require('./lib/build-settings');
const { isBuildStale } = require('./lib/build-freshness');

const env = buildEnv();
const out = outputDir(env);
const relativeOut = path.relative(ROOT, out) || '.';

if (isBuildStale(out, env)) {
  console.log(`Building the storefront into ${relativeOut}/ (its sources or settings changed)...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log(`The storefront in ${relativeOut}/ is up to date with its sources: not rebuilding.`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...env },
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
