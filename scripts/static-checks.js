#!/usr/bin/env node
// `npm test`'s first stage: ESLint and tsc are each single-threaded, so on a 2-core machine they run side by side
// (about a minute saved). Each one's output is printed whole when it ends, so the two never interleave; the stage
// fails if either fails.
const { spawn } = require('node:child_process');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(
        `\n> npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n${output}`,
      );
      resolve(code === 0);
    });
  });
}

Promise.all(['lint', 'typecheck'].map(run)).then((results) => {
  process.exit(results.every(Boolean) ? 0 : 1);
});
