// Babel compiles TypeScript and JSX for webpack (browsers) and jest (node).
// Browser targets match webpack.config.js: browsers with ES modules, so no ES5 down-levelling.
// GraphQL documents (gql`…`) are parsed at build time (scripts/babel/precompile-gql.js), in tests as well, so
// what runs under jest is what ships.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { bugfixes: true, targets: 'defaults and supports es6-module' },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: ['./scripts/babel/precompile-gql.js'],
  };
};
