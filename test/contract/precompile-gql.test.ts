// The build parses gql`…` documents ahead of time (scripts/babel/precompile-gql.js): what it emits must be
// what graphql-tag would have built at run time, so precompiling never changes what the storefront sends.
import path from 'node:path';
import { transformSync } from '@babel/core';
import { gql } from '@apollo/client';
import { print, type DocumentNode } from 'graphql';
import { repoRoot } from './schema';

const plugin = path.join(repoRoot, 'scripts/babel/precompile-gql.js');

/** Compiles `source` as the file `filename` with the plugin, runs it, and returns its exports and code. */
function compile(source: string, filename = 'src/x/api/x.graphql.ts', scope: Record<string, unknown> = {}) {
  const code =
    transformSync(source, {
      filename: path.join(repoRoot, filename),
      configFile: false,
      babelrc: false,
      presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
      plugins: [plugin],
    })?.code ?? '';
  const exports: Record<string, unknown> = {};
  const require = (name: string) => (name === '@apollo/client' ? { gql } : {});
  new Function('exports', 'require', ...Object.keys(scope), code)(exports, require, ...Object.values(scope));
  return { code, exports: exports as Record<string, DocumentNode> };
}

const OPTIONAL_LISTS = ['arguments', 'directives', 'variableDefinitions'];

/**
 * graphql-tag's result without its location data and empty optional lists (which the precompiled documents
 * do not carry: graphql's printer, visitor and Apollo read a missing list as an empty one).
 */
function withoutLoc(document: DocumentNode): unknown {
  return JSON.parse(
    JSON.stringify(document, (key, value) =>
      key === 'loc' || (OPTIONAL_LISTS.includes(key) && Array.isArray(value) && value.length === 0)
        ? undefined
        : value,
    ),
  );
}

const FRAGMENT = `
  fragment PriceFields on ProductInterface {
    uid
    price_range { minimum_price { final_price { value currency } } }
  }
`;

test('a document becomes the DocumentNode graphql-tag builds, and the gql import goes', () => {
  const query = `query GetProduct($sku: String!, $size: Int = 6) {
    products(filter: { sku: { eq: $sku } }, pageSize: $size) { items { uid name @include(if: true) } }
  }`;
  const { code, exports } = compile(
    `import { gql } from '@apollo/client';\nexport const Q = gql\`${query}\`;`,
  );
  expect(code).not.toMatch(/gql|@apollo\/client/);
  expect(exports.Q).toEqual(withoutLoc(gql(query)));
  // What goes over the wire is the same text.
  expect(print(exports.Q!)).toBe(print(gql(query)));
});

test('embedded fragments are spliced in at run time, each fragment once, in graphql-tag order', () => {
  const source = `
    import { gql } from '@apollo/client';
    export const F = gql\`${FRAGMENT}\`;
    export const G = gql\`fragment CardFields on ProductInterface { uid name ...PriceFields } \${F}\`;
    export const Q = gql\`query Cards { products(search: "a") { items { ...CardFields ...PriceFields } } } \${G} \${F}\`;
  `;
  const { exports } = compile(source);
  const F = gql(FRAGMENT);
  const G = gql`
    fragment CardFields on ProductInterface {
      uid
      name
      ...PriceFields
    }
    ${F}
  `;
  const Q = gql`
    query Cards {
      products(search: "a") {
        items {
          ...CardFields
          ...PriceFields
        }
      }
    }
    ${G}
    ${F}
  `;
  expect(exports.Q).toEqual(withoutLoc(Q));
  expect(print(exports.Q as DocumentNode)).toBe(print(Q));
  expect(exports.Q?.definitions.map((d) => ('name' in d ? d.name?.value : ''))).toEqual([
    'Cards',
    'CardFields',
    'PriceFields',
  ]);
});

test('a document that does not parse fails the build, naming the file', () => {
  expect(() =>
    compile(`import { gql } from '@apollo/client';\nexport const Q = gql\`query { a( }\`;`),
  ).toThrow(/x\.graphql\.ts.*gql: Syntax Error/s);
});

test('outside *.graphql.ts files, and for other tags, gql is left to run time', () => {
  const { code } = compile(
    `import { gql } from '@apollo/client';\nexport const Q = gql\`query { a }\`;`,
    'src/x/view.test.ts',
  );
  expect(code).toContain('gql)`query { a }`');
  const other = compile('const gql = (s: unknown) => s;\nexport const Q = gql`query { a }`;');
  expect(other.exports.Q).toEqual(['query { a }']);
});
