-- Product reviews and ratings (Magento's review, review_detail, rating, rating_option and rating_option_vote,
-- folded into three tables): what shoppers write, the rating dimensions they score, and their votes.
-- Times are 'YYYY-MM-DD HH:MM:SS' UTC as Magento returns them.

-- Magento's rating dimensions and their options. A stock Magento installs Quality (1), Value (2), Price (3) and
-- Rating (4), with option ids 1-5, 6-10, 11-15 and 16-20 for 1..5 stars; this shop uses the first three, active,
-- with the same ids, so the encoded ids its GraphQL answers are the ones Magento's own tests expect.
CREATE TABLE ratings (
  rating_id INTEGER PRIMARY KEY,
  rating_code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE rating_options (
  option_id INTEGER PRIMARY KEY,
  rating_id INTEGER NOT NULL REFERENCES ratings (rating_id) ON DELETE CASCADE,
  -- the stars this option gives; a vote's percent is value / 5 * 100 (Magento's rating_option_vote.percent)
  value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 5),
  position INTEGER NOT NULL,
  UNIQUE (rating_id, value)
);

INSERT INTO ratings (rating_id, rating_code, position, is_active) VALUES
  (1, 'Quality', 1, 1),
  (2, 'Value', 2, 1),
  (3, 'Price', 3, 1),
  (4, 'Rating', 4, 0);

WITH RECURSIVE stars (value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM stars WHERE value < 5)
INSERT INTO rating_options (option_id, rating_id, value, position)
SELECT (ratings.rating_id - 1) * 5 + stars.value, ratings.rating_id, stars.value, stars.value
FROM ratings, stars;

-- A review of a product (Magento's review + review_detail). Only approved reviews are listed and counted;
-- createProductReview writes pending ones, the operator approves or rejects them (server/magento/reviews), and a
-- customer's review of a product a complete order of theirs holds is approved as it is written.
CREATE TABLE reviews (
  review_id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products (entity_id) ON DELETE CASCADE,
  -- the store view it was written in
  store_id INTEGER NOT NULL,
  -- null for a guest's review (and when the customer's account is deleted: the review stays, as in Magento)
  customer_id INTEGER REFERENCES customers (customer_id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  nickname TEXT NOT NULL,
  title TEXT NOT NULL,
  detail TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- when the status last changed (the operator's list shows it)
  moderated_at TEXT
);
-- A product's approved reviews, newest first; a customer's; the operator's queue.
CREATE INDEX reviews_product ON reviews (product_id, status, created_at, review_id);
CREATE INDEX reviews_customer ON reviews (customer_id, status, created_at, review_id);
CREATE INDEX reviews_status ON reviews (status, review_id);

-- One vote per review and rating dimension (Magento's rating_option_vote).
CREATE TABLE rating_votes (
  vote_id INTEGER PRIMARY KEY AUTOINCREMENT,
  review_id INTEGER NOT NULL REFERENCES reviews (review_id) ON DELETE CASCADE,
  rating_id INTEGER NOT NULL REFERENCES ratings (rating_id),
  option_id INTEGER NOT NULL REFERENCES rating_options (option_id),
  value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 5),
  percent INTEGER NOT NULL CHECK (percent BETWEEN 20 AND 100),
  UNIQUE (review_id, rating_id)
);

-- What a product answers (rating_summary, review_count, its reviews) is part of the catalogue's cached answers
-- (server/magento/schema/catalog/cache.ts), so the version moves when an approved review comes or goes. A
-- pending review changes nothing a shopper sees.
CREATE TRIGGER catalog_version_review_approved AFTER INSERT ON reviews
WHEN new.status = 'approved' AND (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_review_moderated AFTER UPDATE OF status ON reviews
WHEN (old.status = 'approved') <> (new.status = 'approved') AND (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
CREATE TRIGGER catalog_version_review_deleted AFTER DELETE ON reviews
WHEN old.status = 'approved' AND (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
-- A review's "verified purchase" mark follows its writer's complete orders: delivering (or refunding) an order of
-- a customer who has written reviews changes what those reviews show.
CREATE TRIGGER catalog_version_reviewer_order AFTER UPDATE OF state ON orders
WHEN (old.state = 'complete') <> (new.state = 'complete')
  AND EXISTS (SELECT 1 FROM reviews WHERE customer_id = new.customer_id)
  AND (SELECT bulk_load FROM catalog_state) = 0 BEGIN
  UPDATE catalog_state SET version = version + 1;
END;
