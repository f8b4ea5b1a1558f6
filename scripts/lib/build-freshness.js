// Whether a build output is older than what it is built from, for the benches that build when needed.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
/** What a production build is made from (the build's own Babel and webpack plugins included). */
const BUILD_SOURCES = [
  'src',
  'public',
  'scripts/babel',
  'scripts/webpack',
  'webpack.config.js',
  'babel.config.js',
  'package.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing or older than any build source. */
function isBuildStale(output) {
  if (!fs.existsSync(output)) return true;
  const sources = Math.max(...BUILD_SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
  return fs.statSync(output).mtimeMs < sources;
}

module.exports = { isBuildStale };
