// The demo's product reviews (reviews.json): believable, and the same on every run. Each chosen product gets a
// few reviews from its group's words or the generic pool, with stars weighted towards 4 and 5, votes on the
// rating dimensions around those stars, dates across the period and a status (mostly approved, some waiting
// for the operator, a few rejected); the demo customers' own reviews follow, verified where their complete
// orders hold the product.
import type { Db } from '../db/connection';
import { findCustomerByEmail } from '../db/repositories/customers';
import {
  findReviewableProduct,
  insertReview,
  listActiveRatings,
  listRatingOptions,
  listReviewableProducts,
  type RatingOptionRow,
  type ReviewableProductRow,
  type ReviewStatus,
} from '../db/repositories/reviews';
import { seededRng, type Rng } from './catalog-generate-product';
import type { CatalogueSource } from './catalogue-file';

/** [stars, summary, text] */
type Template = [number, string, string];

interface ReviewsFile {
  share_percent: number;
  max_products: number;
  skip_categories: string[];
  period: { from: string; to: string };
  /** Weights of 5, 4, 3, 2 and 1 stars. */
  star_weights: number[];
  pending_percent: number;
  rejected_percent: number;
  nicknames: string[];
  groups: Record<string, { categories: string[]; templates: Template[] }>;
  generic: Template[];
  customer_reviews: {
    customer: string;
    sku: string;
    nickname: string;
    ratings: Record<string, number>;
    summary: string;
    text: string;
    created_at: string;
    status: ReviewStatus;
  }[];
}

/** More reviews for what sells more (qty_sold), as a real shop's bestsellers have. */
const REVIEW_COUNTS = [1, 2, 2, 3, 3, 4, 5, 7];
const bestsellerExtra = (sold: number) => (sold >= 2000 ? 5 : sold >= 1000 ? 2 : 0);
/** A vote differs from the review's stars by this much (mostly not at all). */
const VOTE_OFFSETS = [0, 0, 0, -1, 1];

/** FNV-1a: a product's own seed from its SKU, so adding a product does not reshuffle the others' reviews. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

function weightedStars(rng: Rng, weights: number[]): number {
  let roll = rng() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) if ((roll -= weights[i]!) < 0) return 5 - i;
  return 1;
}

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const ms = (time: string) => Date.parse(`${time.replace(' ', 'T')}Z`);

/** The group whose category prefix matches one of the product's paths the longest, or none. */
function groupOf(file: ReviewsFile, paths: string[]): Template[] {
  let best: { length: number; templates: Template[] } = { length: 0, templates: [] };
  for (const group of Object.values(file.groups))
    for (const prefix of group.categories)
      if (prefix.length > best.length && paths.some((p) => p === prefix || p.startsWith(`${prefix}/`)))
        best = { length: prefix.length, templates: group.templates };
  return best.templates;
}

/** The template nearest the stars wanted that the product has not used yet. */
function template(rng: Rng, pool: Template[], used: Set<Template>, stars: number): Template | undefined {
  for (const distance of [0, 1, 2, 3, 4]) {
    const fits = pool.filter((t) => !used.has(t) && Math.abs(t[0] - stars) === distance);
    if (fits.length) return pick(rng, fits);
  }
  return undefined;
}

interface Dimensions {
  /** The options of each active rating by stars (index 0 = 1 star), in the ratings' order. */
  byRating: { code: string; options: RatingOptionRow[] }[];
}

function dimensions(db: Db): Dimensions {
  const options = listRatingOptions(db);
  return {
    byRating: listActiveRatings(db).map((r) => ({
      code: r.rating_code,
      options: options.filter((o) => o.rating_id === r.rating_id).sort((a, b) => a.value - b.value),
    })),
  };
}

const clampStars = (n: number) => Math.min(5, Math.max(1, n));

function productReviews(db: Db, file: ReviewsFile, dims: Dimensions, product: ReviewableProductRow): void {
  const rng = seededRng(hash(product.sku));
  const pool = [...groupOf(file, product.paths.split(',')), ...file.generic];
  const used = new Set<Template>();
  const [from, to] = [ms(file.period.from), ms(file.period.to)];
  const count = pick(rng, REVIEW_COUNTS) + bestsellerExtra(product.qty_sold);
  const firstNickname = Math.floor(rng() * file.nicknames.length);
  for (let i = 0; i < count; i++) {
    const chosen = template(rng, pool, used, weightedStars(rng, file.star_weights));
    if (!chosen) return;
    used.add(chosen);
    const [stars, summary, text] = chosen;
    const roll = rng() * 100;
    insertReview(db, {
      productId: product.entity_id,
      storeId: 1,
      customerId: null,
      status:
        roll < file.pending_percent
          ? 'pending'
          : roll < file.pending_percent + file.rejected_percent
            ? 'rejected'
            : 'approved',
      nickname: file.nicknames[(firstNickname + i * 7) % file.nicknames.length]!,
      title: summary,
      detail: text,
      createdAt: utc(from + Math.floor(rng() * (to - from))),
      votes: dims.byRating.map((r) => r.options[clampStars(stars + pick(rng, VOTE_OFFSETS)) - 1]!),
    });
  }
}

function customerReviews(db: Db, file: ReviewsFile, dims: Dimensions): void {
  for (const spec of file.customer_reviews) {
    const where = `reviews.json (${spec.customer}, ${spec.sku})`;
    const customer = findCustomerByEmail(db, spec.customer);
    const product = findReviewableProduct(db, spec.sku);
    if (!customer || !product) throw new Error(`${where}: no such customer or product`);
    const votes = dims.byRating.map((r) => {
      const stars = spec.ratings[r.code];
      if (!stars) throw new Error(`${where}: no ${r.code} rating`);
      return r.options[stars - 1]!;
    });
    insertReview(db, {
      productId: product.entity_id,
      storeId: customer.store_id,
      customerId: customer.customer_id,
      status: spec.status,
      nickname: spec.nickname,
      title: spec.summary,
      detail: spec.text,
      createdAt: spec.created_at,
      votes,
    });
  }
}

export function seedReviews(db: Db, source: CatalogueSource): void {
  const file = source.read<ReviewsFile>('reviews.json');
  const dims = dimensions(db);
  const skipped = (p: ReviewableProductRow) =>
    p.paths
      .split(',')
      .some((path) => file.skip_categories.some((c) => path === c || path.startsWith(`${c}/`)));
  let reviewed = 0;
  for (const product of listReviewableProducts(db)) {
    if (reviewed >= file.max_products) break;
    if (skipped(product) || seededRng(hash(`share:${product.sku}`))() * 100 >= file.share_percent) continue;
    productReviews(db, file, dims, product);
    reviewed += 1;
  }
  customerReviews(db, file, dims);
}
