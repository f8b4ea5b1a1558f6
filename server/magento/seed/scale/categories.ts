// The generated catalogue's category tree: the demo tree, plus under each product line's leaf category one
// category per brand sold there ("Samsung Android Phones") and, under each brand, price bands ("Under ₹15,000",
// "₹15,000 – ₹25,000", "₹25,000 and above"), until the tree has the requested number of categories. These
// are landing pages and layered-navigation targets, not menu entries (include_in_menu 0), so the menu stays
// the demo's.
import { BRANDS } from '../catalog-brands';
import type { CategoryLines } from '../catalog-lines';

export interface CategoryNode {
  id: number;
  name: string;
  url_key?: string;
  include_in_menu?: number;
  description?: string;
  children?: CategoryNode[];
}

/** A price band's url_path and its lower bound (inclusive; the next band's bound is exclusive). */
export interface Band {
  path: string;
  from: number;
}

/** For each (leaf path, brand code): the brand category's url_path and its price bands, cheapest first. */
export type BrandCategories = Map<string, { path: string; bands: Band[] }>;

export const brandKey = (leafPath: string, brand: string) => `${leafPath}|${brand}`;

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** Rounds to two significant figures (12,345 -> 12,000), the way shops label price bands. */
function nice(x: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(x)) - 1);
  return Math.max(step, Math.round(x / step) * step);
}

/** `count - 1` increasing bounds splitting [lo, hi] geometrically. */
function bounds(lo: number, hi: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < count; i++) {
    let b = nice(lo * (hi / lo) ** (i / count));
    const last = out.at(-1) ?? 0;
    if (b <= last) b = last + 10 ** Math.max(0, Math.floor(Math.log10(last)) - 1);
    out.push(b);
  }
  return out;
}

function bandNodes(nextId: () => number, parentPath: string, lo: number, hi: number, count: number) {
  const b = bounds(lo, hi, count);
  const nodes: CategoryNode[] = [];
  const bands: Band[] = [];
  for (let i = 0; i < count; i++) {
    const from = i === 0 ? 0 : b[i - 1]!;
    const to = b[i];
    const [name, key] =
      i === 0
        ? [`Under ${rupees(to!)}`, `under-${to}`]
        : to === undefined
          ? [`${rupees(from)} and above`, `above-${from}`]
          : [`${rupees(from)} – ${rupees(to)}`, `${from}-to-${to}`];
    nodes.push({ id: nextId(), name, url_key: key, include_in_menu: 0 });
    bands.push({ path: `${parentPath}/${key}`, from });
  }
  return { nodes, bands };
}

function findByPath(root: CategoryNode, urlPath: string): CategoryNode | undefined {
  let node: CategoryNode | undefined = root;
  for (const key of urlPath.split('/')) node = node?.children?.find((c) => c.url_key === key);
  return node;
}

function countNodes(node: CategoryNode): number {
  return 1 + (node.children ?? []).reduce((n, c) => n + countNodes(c), 0);
}

function maxId(node: CategoryNode): number {
  return Math.max(node.id, ...(node.children ?? []).map(maxId));
}

/** The demo tree (deep-copied) grown to `total` categories, and where each line's products belong. */
export function growCategoryTree(
  demo: CategoryNode,
  entries: readonly CategoryLines[],
  total: number,
  priceRange: (entry: CategoryLines, brand: string) => [number, number],
): { tree: CategoryNode; brands: BrandCategories } {
  const tree = structuredClone(demo);
  let id = maxId(tree);
  const nextId = () => ++id;
  const pairs = entries.flatMap((entry) =>
    [...new Set(entry.lines.map(([brand]) => brand))].map((brand) => ({ entry, brand })),
  );
  const room = total - countNodes(tree) - pairs.length;
  if (room < 2 * pairs.length)
    throw new Error(`--categories must be at least ${countNodes(tree) + 3 * pairs.length}`);
  const brands: BrandCategories = new Map();
  pairs.forEach(({ entry, brand }, i) => {
    const leaf = findByPath(tree, entry.path);
    if (!leaf) throw new Error(`No category ${entry.path} in the demo tree`);
    const spec = BRANDS.find((b) => b.code === brand);
    const path = `${entry.path}/${brand}`;
    // The room is shared out evenly; the first pairs take the remainder.
    const count = Math.floor(room / pairs.length) + (i < room % pairs.length ? 1 : 0);
    const [lo, hi] = priceRange(entry, brand);
    const { nodes, bands } = bandNodes(nextId, path, lo, hi, count);
    const node: CategoryNode = {
      id: nextId(),
      name: `${spec?.name ?? brand} ${leaf.name}`,
      url_key: brand,
      include_in_menu: 0,
      description: `<p>Every ${spec?.name ?? brand} model in ${leaf.name}, with prices in INR.</p>`,
      children: nodes,
    };
    (leaf.children ??= []).push(node);
    brands.set(brandKey(entry.path, brand), { path, bands });
  });
  return { tree, brands };
}

/** The band of `price` among a brand category's bands. */
export function bandFor(bands: readonly Band[], price: number): Band {
  let found = bands[0]!;
  for (const band of bands) if (price >= band.from) found = band;
  return found;
}
