import path from 'node:path';
import { parse, print, stripIgnoredCharacters } from 'graphql';
import { collectStorefrontDocuments } from '../../../test/contract/documents';
import { compactQuery } from './compact-query';

const root = path.resolve(__dirname, '../../..');
const { documents } = collectStorefrontDocuments(path.join(root, 'src'), root, (file) =>
  jest.requireActual(file),
);

test('the storefront has documents to check', () => {
  expect(documents.length).toBeGreaterThan(20);
});

test.each(documents.map(({ label, document }) => [label, print(document)]))(
  '%s comes out as graphql would strip it',
  (_, printed) => {
    expect(compactQuery(printed)).toBe(stripIgnoredCharacters(printed));
  },
);

test.each([
  ['strings keep their spaces, commas, # and escapes', 'query { a(s: "x, y # \\" z\\\\") b }'],
  ['numbers, negative and exponent', 'query { a(i: -12, f: 1.5e-3, g: 0.25) { b } }'],
  [
    'names next to spreads and directives',
    'query Q($v: [Int!]! = [1, 2]) { a ...F ... on T @include(if: $v) { b } }',
  ],
  ['comments and commas vanish', 'query {\n  a # note, with "quotes"\n  b,\n  c\n}'],
  ['enum and variable values', 'mutation M($x: ID) { a(e: ASC, v: $x, o: { k: null, l: true }) }'],
  ['a byte order mark', '\uFEFFquery { a }'],
])('%s', (_, source) => {
  expect(compactQuery(source)).toBe(stripIgnoredCharacters(source));
});

test('a block string stays a block string with the same value', () => {
  const source = 'query { a(s: """\n    one "two"\n      three\n  """) }';
  const compact = compactQuery(source);
  expect(compact).not.toMatch(/\{\s|\s\{|\(\s/);
  expect(print(parse(compact))).toBe(print(parse(source)));
});
