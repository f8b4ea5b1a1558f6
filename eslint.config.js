// Flat config: typescript-eslint everywhere, React hooks + jsx-a11y for the storefront,
// testing-library for component tests, the layering rules (scripts/eslint/layering.js), Prettier owns formatting.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const testingLibrary = require('eslint-plugin-testing-library');
const prettier = require('eslint-config-prettier');
const globals = require('globals');
const layering = require('./scripts/eslint/layering');

module.exports = tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-*/**', // the browser tests' variant builds (scripts/e2e-server.js)
      '.cache/**',
      'data/**',
      'coverage/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['server/**/*.ts', 'test/**/*.ts', 'scripts/**/*.{ts,js}', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...layering,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
);
