// Product reviews, their rating votes and the rating dimensions (migration 014). A review is "verified" when its
// writer has a complete (delivered) order holding the product: worked out here from the orders, never stored,
// so it follows the orders as they move.
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface RatingRow {
  rating_id: number;
  rating_code: string;
  position: number;
}

export interface RatingOptionRow {
  option_id: number;
  rating_id: number;
  value: number;
}

export interface ReviewRow {
  review_id: number;
  product_id: number;
  store_id: number;
  customer_id: number | null;
  status: ReviewStatus;
  nickname: string;
  title: string;
  detail: string;
  created_at: string;
  moderated_at: string | null;
  /** 1 when the writer has a complete order holding the product. */
  verified: number;
}

export interface VoteRow {
  review_id: number;
  rating_code: string;
  value: number;
}

export interface NewReview {
  productId: number;
  storeId: number;
  customerId: number | null;
  status: ReviewStatus;
  nickname: string;
  title: string;
  detail: string;
  createdAt: string;
  votes: RatingOptionRow[];
}

/** Whether customer `c` received product `p`: a complete order of theirs has a line of it (or of a variant). */
const RECEIVED = `EXISTS (
  SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.entity_id
  WHERE o.customer_id = %c AND o.state = 'complete' AND (i.sku = %s COLLATE NOCASE OR i.parent_sku = %s COLLATE NOCASE))`;
const receivedBy = (customer: string, sku: string) => RECEIVED.replace('%c', customer).replaceAll('%s', sku);

const REVIEW_COLUMNS = `r.*, CASE WHEN r.customer_id IS NULL THEN 0 ELSE ${receivedBy('r.customer_id', 'p.sku')} END AS verified`;
const NEWEST_FIRST = 'ORDER BY r.created_at DESC, r.review_id DESC';

/** The active rating dimensions in their order (Magento's setActiveFilter + setPositionOrder). */
export function listActiveRatings(db: Db): RatingRow[] {
  return prepared(
    db,
    'SELECT rating_id, rating_code, position FROM ratings WHERE is_active = 1 ORDER BY position, rating_id',
  ).all() as RatingRow[];
}

export function listRatingOptions(db: Db): RatingOptionRow[] {
  return prepared(
    db,
    'SELECT option_id, rating_id, value FROM rating_options ORDER BY rating_id, position',
  ).all() as RatingOptionRow[];
}

/** An option of an active rating, or undefined. */
export function findActiveRatingOption(db: Db, optionId: number): RatingOptionRow | undefined {
  return prepared(
    db,
    `SELECT o.option_id, o.rating_id, o.value FROM rating_options o JOIN ratings r ON r.rating_id = o.rating_id
     WHERE o.option_id = ? AND r.is_active = 1`,
  ).get(optionId) as RatingOptionRow | undefined;
}

/** Writes a review and its votes (call inside a transaction). */
export function insertReview(db: Db, review: NewReview): number {
  const { lastInsertRowid } = prepared(
    db,
    `INSERT INTO reviews (product_id, store_id, customer_id, status, nickname, title, detail, created_at, moderated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? = 'pending' THEN NULL ELSE ? END)`,
  ).run(
    review.productId,
    review.storeId,
    review.customerId,
    review.status,
    review.nickname,
    review.title,
    review.detail,
    review.createdAt,
    review.status,
    review.createdAt,
  );
  const id = Number(lastInsertRowid);
  const vote = prepared(
    db,
    'INSERT INTO rating_votes (review_id, rating_id, option_id, value, percent) VALUES (?, ?, ?, ?, ?)',
  );
  for (const option of review.votes)
    vote.run(id, option.rating_id, option.option_id, option.value, option.value * 20);
  return id;
}

export function findReview(db: Db, reviewId: number): ReviewRow | undefined {
  return prepared(
    db,
    `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN products p ON p.entity_id = r.product_id WHERE r.review_id = ?`,
  ).get(reviewId) as ReviewRow | undefined;
}

/** A product's approved reviews, newest first (Magento's addStatusFilter(APPROVED)->setDateOrder()). */
export function listApprovedReviews(db: Db, productId: number, limit: number, offset: number): ReviewRow[] {
  return prepared(
    db,
    `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN products p ON p.entity_id = r.product_id
     WHERE r.product_id = ? AND r.status = 'approved' ${NEWEST_FIRST} LIMIT ? OFFSET ?`,
  ).all(productId, limit, offset) as ReviewRow[];
}

/** A customer's approved reviews, newest first (Magento's CustomerReviewsDataProvider). */
export function listCustomerReviews(db: Db, customerId: number, limit: number, offset: number): ReviewRow[] {
  return prepared(
    db,
    `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN products p ON p.entity_id = r.product_id
     WHERE r.customer_id = ? AND r.status = 'approved' AND p.status = 1 ${NEWEST_FIRST} LIMIT ? OFFSET ?`,
  ).all(customerId, limit, offset) as ReviewRow[];
}

export function countCustomerReviews(db: Db, customerId: number): number {
  return (
    prepared(
      db,
      `SELECT COUNT(*) AS n FROM reviews r JOIN products p ON p.entity_id = r.product_id
       WHERE r.customer_id = ? AND r.status = 'approved' AND p.status = 1`,
    ).get(customerId) as { n: number }
  ).n;
}

/** The votes of some reviews, each review's in its ratings' order. */
export function listVotes(db: Db, reviewIds: number[]): VoteRow[] {
  if (!reviewIds.length) return [];
  return prepared(
    db,
    `SELECT v.review_id, r.rating_code, v.value FROM rating_votes v JOIN ratings r ON r.rating_id = v.rating_id
     WHERE v.review_id ${IN_JSON} ORDER BY v.review_id, r.position, r.rating_id`,
  ).all(JSON.stringify(reviewIds)) as VoteRow[];
}

export interface ReviewSummary {
  /** Approved reviews (with or without votes): Magento's reviews_count. */
  reviews: number;
  /** The mean percent of their votes, rounded (Magento's rating_summary, 0-100); 0 without votes. */
  ratingSummary: number;
  /** Approved reviews by their average stars rounded (index 0 = 1 star); reviews without votes are left out. */
  starCounts: [number, number, number, number, number];
}

export function reviewSummary(db: Db, productId: number): ReviewSummary {
  const totals = prepared(
    db,
    `SELECT COUNT(*) AS reviews,
       (SELECT ROUND(AVG(v.percent)) FROM rating_votes v JOIN reviews a ON a.review_id = v.review_id
        WHERE a.product_id = ? AND a.status = 'approved') AS summary
     FROM reviews WHERE product_id = ? AND status = 'approved'`,
  ).get(productId, productId) as { reviews: number; summary: number | null };
  const stars = prepared(
    db,
    `SELECT CAST(ROUND(AVG(v.value)) AS INTEGER) AS stars FROM reviews r JOIN rating_votes v ON v.review_id = r.review_id
     WHERE r.product_id = ? AND r.status = 'approved' GROUP BY r.review_id`,
  ).all(productId) as { stars: number }[];
  const starCounts: ReviewSummary['starCounts'] = [0, 0, 0, 0, 0];
  for (const { stars: n } of stars) starCounts[n - 1]! += 1;
  return { reviews: totals.reviews, ratingSummary: totals.summary ?? 0, starCounts };
}

/**
 * The enabled product a review of `sku` is about: the product itself, or for a variant (not visible on its own)
 * its configurable parent, whose page shows the reviews.
 */
export function findReviewableProduct(db: Db, sku: string): { entity_id: number; sku: string } | undefined {
  return prepared(
    db,
    `SELECT COALESCE(parent.entity_id, p.entity_id) AS entity_id, COALESCE(parent.sku, p.sku) AS sku
     FROM products p LEFT JOIN products parent ON parent.entity_id = p.parent_id
     WHERE p.sku = ? AND p.status = 1 AND (parent.entity_id IS NULL OR parent.status = 1)`,
  ).get(sku) as { entity_id: number; sku: string } | undefined;
}

/** Whether the customer has a complete order holding the product (or one of its variants). */
export function hasReceivedProduct(db: Db, customerId: number, sku: string): boolean {
  return (
    (
      prepared(db, `SELECT ${receivedBy('?', '?')} AS received`).get(customerId, sku, sku) as {
        received: number;
      }
    ).received === 1
  );
}

/** Moves a review to a status; false when it was in that status already (nothing written). */
export function setReviewStatus(db: Db, reviewId: number, status: ReviewStatus, at: string): boolean {
  return (
    prepared(db, 'UPDATE reviews SET status = ?, moderated_at = ? WHERE review_id = ? AND status <> ?').run(
      status,
      at,
      reviewId,
      status,
    ).changes === 1
  );
}

export interface ReviewListing extends ReviewRow {
  sku: string;
  product_name: string;
}

/**
 * Reviews in a status with their product's SKU and name: pending ones oldest first (the operator's queue, in
 * the order they came), approved and rejected ones most recently written first.
 */
export function listReviewsByStatus(db: Db, status: ReviewStatus, limit: number): ReviewListing[] {
  const order = status === 'pending' ? 'r.review_id' : 'r.review_id DESC';
  return prepared(
    db,
    `SELECT ${REVIEW_COLUMNS}, p.sku AS sku, p.name AS product_name FROM reviews r
     JOIN products p ON p.entity_id = r.product_id WHERE r.status = ? ORDER BY ${order} LIMIT ?`,
  ).all(status, limit) as ReviewListing[];
}

export interface ReviewableProductRow {
  entity_id: number;
  sku: string;
  qty_sold: number;
  /** The url_paths of its categories, comma-separated. */
  paths: string;
}

/** Enabled products visible on their own, in catalogue order, with their categories (the review seeder's). */
export function listReviewableProducts(db: Db): ReviewableProductRow[] {
  return prepared(
    db,
    `SELECT p.entity_id, p.sku, p.qty_sold, COALESCE(GROUP_CONCAT(c.url_path), '') AS paths
     FROM products p LEFT JOIN category_products cp ON cp.product_id = p.entity_id
     LEFT JOIN categories c ON c.entity_id = cp.category_id
     WHERE p.status = 1 AND p.visibility > 1 AND p.parent_id IS NULL
     GROUP BY p.entity_id ORDER BY p.entity_id`,
  ).all() as ReviewableProductRow[];
}
