// Finds every GraphQL document the storefront sends (the DocumentNode exports of src/**/*.graphql.ts) and
// validates it as Apollo Client would send it.
import fs from 'node:fs';
import path from 'node:path';
import {
  Kind,
  NoUnusedFragmentsRule,
  specifiedRules,
  validate,
  visit,
  type ASTVisitor,
  type DirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

export interface StorefrontDocument {
  /** e.g. `src/features/cart/api/cart.graphql.ts › GetCartDetails (query GetCartDetails)` */
  label: string;
  document: DocumentNode;
}

export interface Collected {
  documents: StorefrontDocument[];
  /** Files whose documents would escape validation, or that failed to load. */
  problems: string[];
  /** `gql` tags counted in src/ (test files aside). */
  gqlTagCount: number;
}

const sourceFile = /\.(c|m)?[jt]sx?$/;
const testFile = /\.test\.[jt]sx?$|\/__(tests|mocks)__\//;
const documentModule = /\.graphql\.[jt]sx?$/;
// gql`…` and gql(`…`); the word boundary keeps e.g. `mygql` out.
const gqlTag = /\bgql\s*(`|\()/g;

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(full);
    return [full];
  });
}

export function isDocumentNode(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

function describeDocument(document: DocumentNode): string {
  return document.definitions
    .map((d) => {
      if (d.kind === Kind.OPERATION_DEFINITION) return `${d.operation} ${d.name?.value ?? '(anonymous)'}`;
      if (d.kind === Kind.FRAGMENT_DEFINITION) return `fragment ${d.name.value}`;
      return d.kind;
    })
    .join(', ');
}

/**
 * `load` imports a module (jest.requireActual in tests). Every file of src/ using `gql` must be a
 * *.graphql.ts module exporting at least as many distinct DocumentNodes as it has `gql` tags.
 */
export function collectStorefrontDocuments(
  srcDir: string,
  rootDir: string,
  load: (file: string) => Record<string, unknown>,
): Collected {
  const collected: Collected = { documents: [], problems: [], gqlTagCount: 0 };
  for (const file of listFiles(srcDir).filter((f) => sourceFile.test(f) && !testFile.test(f))) {
    const rel = path.relative(rootDir, file);
    const tags = fs.readFileSync(file, 'utf8').match(gqlTag)?.length ?? 0;
    collected.gqlTagCount += tags;
    if (!documentModule.test(file)) {
      if (tags > 0) collected.problems.push(`${rel}: uses gql outside a *.graphql.ts module`);
      continue;
    }
    let exports: Record<string, unknown>;
    try {
      exports = load(file);
    } catch (error) {
      collected.problems.push(`${rel}: failed to load: ${(error as Error).message}`);
      continue;
    }
    const seen = new Set<DocumentNode>();
    for (const [name, value] of Object.entries(exports)) {
      if (!isDocumentNode(value) || seen.has(value)) continue;
      seen.add(value);
      collected.documents.push({ label: `${rel} › ${name} (${describeDocument(value)})`, document: value });
    }
    if (seen.size < Math.max(tags, 1)) {
      collected.problems.push(`${rel}: ${tags} gql tag(s) but ${seen.size} exported DocumentNode(s)`);
    }
  }
  return collected;
}

const clientOnlyDirectives = new Set(['connection', 'nonreactive', 'unmask']);
const hasClientDirective = (node: { directives?: readonly DirectiveNode[] }) =>
  node.directives?.some((d) => d.name.value === 'client') ?? false;

/** What Apollo Client sends: @client selections removed, its client-side directives stripped. */
export function toServerDocument(document: DocumentNode): DocumentNode {
  const strip: ASTVisitor = {
    Field: (node) => (hasClientDirective(node) ? null : undefined),
    FragmentSpread: (node) => (hasClientDirective(node) ? null : undefined),
    InlineFragment: (node) => (hasClientDirective(node) ? null : undefined),
    Directive: (node) => (clientOnlyDirectives.has(node.name.value) ? null : undefined),
  };
  return visit(document, strip);
}

const fragmentRules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

/**
 * The graphql-js validation errors of a document, formatted with their source lines. A document holding only
 * fragments (shared by operations in other modules) is validated without the no-unused-fragments rule.
 */
export function validateStorefrontDocument(schema: GraphQLSchema, document: DocumentNode): string[] {
  const sent = toServerDocument(document);
  const hasOperation = sent.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
  const errors = validate(schema, sent, hasOperation ? specifiedRules : fragmentRules);
  return errors.map((e) => {
    // Documents parsed by gql keep no locations; test documents do.
    const where = e.nodes?.[0]?.loc;
    const line = where?.source?.body.split('\n')[(where.startToken?.line ?? 0) - 1]?.trim();
    return line ? `${e.message}  ← ${line}` : e.message;
  });
}
