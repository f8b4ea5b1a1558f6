// The server refuses documents above its limits before parsing them whole (server/magento/graphql/document-limits.ts).
// Every document the storefront sends, as Apollo Client sends it (with __typename), must fit well inside the
// defaults, or a page would be refused by its own shop.
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, Lexer, print, Source, TokenKind, visit, type DocumentNode } from 'graphql';
import { readConfig } from '../../server/config';
import { collectStorefrontDocuments, toServerDocument } from './documents';
import { repoRoot } from './schema';

const storefront = collectStorefrontDocuments(path.join(repoRoot, 'src'), repoRoot, (file) =>
  jest.requireActual(file),
);
const limits = readConfig({}).limits;

function measure(document: DocumentNode) {
  const lexer = new Lexer(new Source(print(document)));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  let aliases = 0;
  let directives = 0;
  let operations = 0;
  visit(document, {
    Field: (node) => void (node.alias && (aliases += 1)),
    Directive: () => void (directives += 1),
    OperationDefinition: () => void (operations += 1),
  });
  return { tokens, aliases, directives, operations };
}

const sent = storefront.documents
  .filter(({ document }) => document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION))
  .map(({ label, document }) => ({ label, ...measure(addTypenameToDocument(toServerDocument(document))) }));

it('finds the storefront’s operations', () => {
  expect(sent.length).toBeGreaterThan(50);
});

it.each(sent)('$label fits the server’s document limits with room to spare', (doc) => {
  // Three quarters of each limit: a document that grows near a limit fails here first, not in a shopper's page.
  expect(doc.tokens).toBeLessThanOrEqual(limits.maxTokens * 0.75);
  expect(doc.aliases).toBeLessThanOrEqual(limits.maxAliases);
  expect(doc.directives).toBeLessThanOrEqual(limits.maxDirectives);
  expect(doc.operations).toBeLessThanOrEqual(1);
});
