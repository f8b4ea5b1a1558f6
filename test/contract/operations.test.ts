// Every GraphQL document the storefront sends must validate against Magento 2.4.8 + custom-modules.graphql,
// so the storefront works against a real Magento with the shop's modules, not only the embedded server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'graphql';
import { collectStorefrontDocuments, validateStorefrontDocument } from './documents';
import { contractSchema, repoRoot } from './schema';

// The storefront's documents, and those its server asks the backend itself (server/storefront: page heads and
// bodies, sitemaps): both must work against a real Magento.
const collected = ['src', 'server/storefront'].map((dir) =>
  collectStorefrontDocuments(path.join(repoRoot, dir), repoRoot, (file) => jest.requireActual(file)),
);
const storefront = {
  documents: collected.flatMap((c) => c.documents),
  problems: collected.flatMap((c) => c.problems),
};

describe('storefront operations', () => {
  it('are all exported from *.graphql.ts modules, and found', () => {
    expect(storefront.problems).toEqual([]);
    // Not vacuous: once a folder has any gql tag, documents must have been collected from it.
    for (const { documents, gqlTagCount } of collected) expect(documents.length > 0).toBe(gqlTagCount > 0);
  });

  if (storefront.documents.length > 0) {
    it.each(storefront.documents)('$label is valid', ({ document }) => {
      expect(validateStorefrontDocument(contractSchema(), document)).toEqual([]);
    });
  }
});

// The collector and validator on a throwaway src/: proof that the checks above can fail.
describe('the operations check itself', () => {
  let root: string;
  const exportsByFile = new Map<string, Record<string, unknown>>();
  const write = (rel: string, text: string, exports?: Record<string, unknown>) => {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (exports) exportsByFile.set(file, exports);
  };
  const collect = () =>
    collectStorefrontDocuments(path.join(root, 'src'), root, (file) => {
      const exports = exportsByFile.get(file);
      if (!exports) throw new Error('no such module');
      return exports;
    });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-ops-'));
    exportsByFile.clear();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('collects exported documents and reports a bad field with file and operation name', () => {
    const good = parse(
      'query GetCartCount($cartId: String!) { cart(cart_id: $cartId) { id total_quantity } }',
    );
    const bad = parse('query GetCoins { customer { mw_reward_points { balanc { points } } } }');
    write('src/features/x/api/x.graphql.ts', 'gql`…`; gql`…`; const notADocument = 1;', {
      GetCartCount: good,
      GetCoins: bad,
      notADocument: 1,
    });
    const { documents, problems, gqlTagCount } = collect();
    expect(problems).toEqual([]);
    expect(gqlTagCount).toBe(2);
    expect(documents.map((d) => d.label)).toEqual([
      'src/features/x/api/x.graphql.ts › GetCartCount (query GetCartCount)',
      'src/features/x/api/x.graphql.ts › GetCoins (query GetCoins)',
    ]);
    expect(validateStorefrontDocument(contractSchema(), good)).toEqual([]);
    expect(validateStorefrontDocument(contractSchema(), bad)).toEqual([
      expect.stringContaining('Cannot query field "balanc" on type "MwRewardPoints"'),
    ]);
  });

  it('flags gql outside *.graphql.ts, unexported documents and modules that fail to load', () => {
    write('src/features/x/components/view.tsx', 'const Q = gql`query Q { cart { id } }`;');
    write('src/features/x/view.test.tsx', 'const Mock = gql`query Mock { x }`;');
    write('src/features/y/api/y.graphql.ts', 'const F = gql`…`; export const Q = gql`… ${F}`;', {
      Q: parse('query Q { storeConfig { store_code } }'),
    });
    write('src/features/z/api/z.graphql.ts', 'export const Q = gql`…`;');
    const { problems, gqlTagCount } = collect();
    expect(gqlTagCount).toBe(4);
    expect(problems).toEqual([
      expect.stringMatching(/view\.tsx: uses gql outside a \*\.graphql\.ts module$/),
      expect.stringMatching(/y\.graphql\.ts: 2 gql tag\(s\) but 1 exported DocumentNode\(s\)$/),
      expect.stringMatching(/z\.graphql\.ts: failed to load: no such module$/),
    ]);
  });

  it('validates fragment-only documents, and operations as Apollo sends them', () => {
    const fragment = parse('fragment CartTotals on Cart { id is_only_upi tax }');
    const wrongFragment = parse('fragment CartTotals on Cart { id shipping_charges }');
    const clientField = parse(
      'query Q { cart(cart_id: "1") { id isOpen @client } storeConfig @connection(key: "s") { store_code } }',
    );
    expect(validateStorefrontDocument(contractSchema(), fragment)).toEqual([]);
    expect(validateStorefrontDocument(contractSchema(), wrongFragment)).toHaveLength(1);
    expect(validateStorefrontDocument(contractSchema(), clientField)).toEqual([]);
  });
});
