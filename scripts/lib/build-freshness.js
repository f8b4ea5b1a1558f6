// Whether a build output is current: every build records a fingerprint of what it was made from (the sources,
// the lockfile, the build's own plugins and settings, and its flag values) in .cache/builds/, and a build is
// stale when that record is missing or differs from the fingerprint of the tree as it is now. Content, not
// modification times: a fresh clone, a checkout or a touched file without changes rebuilds nothing, and an
// edited .env flag rebuilds even though no source changed.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, BUILD_SWITCHES, clientFlags } = require('./build-settings');

/** What a production build is made from (the build's own Babel and webpack plugins included). */
const BUILD_SOURCES = [
  'src',
  'public',
  'sw',
  'scripts/babel',
  'scripts/webpack',
  'scripts/lib/build-settings.js',
  'webpack.config.js',
  'babel.config.js',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** Tests live beside the code in src/ but are not part of a build. */
const NOT_BUILT = /\.test\.[jt]sx?$/;

function addFiles(hash, root, target) {
  if (!fs.existsSync(target)) return;
  if (fs.statSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) addFiles(hash, root, path.join(target, entry));
    return;
  }
  if (NOT_BUILT.test(target)) return;
  hash.update(path.relative(root, target)).update('\0').update(fs.readFileSync(target)).update('\0');
}

/**
 * A digest of the sources and of the settings a build of `env` in `mode` would use. `root` is the work tree
 * (another one in tests).
 */
function buildFingerprint(env, { mode = 'production', root = ROOT } = {}) {
  const hash = createHash('sha256');
  for (const source of BUILD_SOURCES) addFiles(hash, root, path.join(root, source));
  const switches = Object.fromEntries(BUILD_SWITCHES.map((name) => [name, env[name] ?? '']));
  hash.update(JSON.stringify({ mode, flags: clientFlags(env), switches }));
  return hash.digest('hex');
}

const recordFile = (outputDir, root) =>
  path.join(
    root,
    '.cache',
    'builds',
    `${createHash('sha1').update(path.resolve(outputDir)).digest('hex')}.json`,
  );

/** Notes that `outputDir` now holds a build with this fingerprint (called by webpack when a build is done). */
function recordBuild(outputDir, fingerprint, { root = ROOT } = {}) {
  const file = recordFile(outputDir, root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ outputDir: path.resolve(outputDir), fingerprint }));
}

/** True when `outputDir` has no build, or one made from other sources or settings than `env`'s. */
function isBuildStale(outputDir, env, { mode = 'production', root = ROOT } = {}) {
  if (!fs.existsSync(path.join(outputDir, 'index.html'))) return true;
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(recordFile(outputDir, root), 'utf8')).fingerprint;
  } catch {
    return true;
  }
  return recorded !== buildFingerprint(env, { mode, root });
}

module.exports = { BUILD_SOURCES, buildFingerprint, recordBuild, isBuildStale };
