// The import rules of docs/ARCHITECTURE.md ("Layers"), checked by ESLint so they hold by themselves:
//   lib/  → nothing of ours above it (not ui/, features/, app/)
//   ui/   → lib/ only
//   features/<x>/ → lib/, ui/, another feature through its index.ts, and app/hooks.ts (the typed Redux hooks)
//   app/  → anything: it wires the features together (main.tsx likewise)
// and no import circles, in the storefront or the server. test/lint/layering.test.ts lints deliberately bad
// imports with this config, so a rule that stops matching fails the tests.
const fs = require('node:fs');
const path = require('node:path');
const importX = require('eslint-plugin-import-x');

const ROOT = path.join(__dirname, '..', '..');
const FEATURES = path.join(ROOT, 'src', 'features');

/** One zone per feature: its files may be imported from other features only through its index.ts. */
function featureZones() {
  const features = fs
    .readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: features.filter((other) => other !== feature).map((other) => `src/features/${other}`),
    from: `src/features/${feature}`,
    except: ['./index.ts'],
    message: `Another feature's internals: import '${feature}' through src/features/${feature}/index.ts.`,
  }));
}

const ZONES = [
  {
    target: 'src/lib',
    from: ['src/ui', 'src/features', 'src/app', 'src/main.tsx'],
    message: 'lib/ is the bottom layer: it imports nothing from ui/, features/ or app/.',
  },
  {
    target: 'src/ui',
    from: ['src/features', 'src/app', 'src/main.tsx'],
    message: 'ui/ has no feature logic: it imports only lib/.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    except: ['./hooks.ts'],
    message:
      'Features do not import app/ (only app/hooks.ts, the typed Redux hooks): app/ wires features together.',
  },
  { target: 'src/features', from: 'src/main.tsx', message: 'main.tsx is the entry: nothing imports it.' },
  ...featureZones(),
  {
    target: 'server/magento',
    from: 'server/magento/seed',
    message: 'Runtime server code does not import seed code (only main.ts seeds a new database).',
  },
  // The two servers (docs/ARCHITECTURE.md, "Two servers"): the storefront's runs in front of any backend and
  // reaches it only through /graphql and /rest; the Magento stand-in knows nothing of the storefront.
  {
    target: 'server/magento',
    from: ['server/storefront', 'src', 'sw', 'server/app.ts', 'server/main.ts', 'server/config.ts'],
    message:
      'The Magento stand-in never imports the storefront or its server: it answers /graphql and /rest as Magento does.',
  },
  {
    target: 'server/storefront',
    from: ['server/magento', 'server/app.ts', 'server/main.ts', 'server/config.ts'],
    message:
      "The storefront's server reaches its backend only through /graphql and /rest (backend.ts), never by importing the stand-in.",
  },
  {
    target: 'server/lib',
    from: [
      'server/magento',
      'server/storefront',
      'src',
      'server/app.ts',
      'server/main.ts',
      'server/config.ts',
    ],
    message: "server/lib/ is the servers' shared bottom layer: it imports neither server nor the storefront.",
  },
  {
    target: 'common',
    from: ['src', 'sw', 'server', 'test', 'scripts'],
    message: 'common/ is shared by the storefront and both servers: it imports nothing of ours.',
  },
];

/** Resolves imports as webpack and tsc do (.ts/.tsx without extensions, index files). */
const resolver = importX.createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
});

module.exports = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      // Without these, import-x parses only .js files when it follows imports, and no-cycle sees no circle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
      // Type-only imports are erased at build time and are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The composition roots: they may seed a new database (the entries, the seed CLI) and build test shops.
    files: ['server/main.ts', 'server/magento/main.ts', 'server/magento/seed/**', 'server/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
];
