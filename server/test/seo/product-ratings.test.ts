// A product's ratings in its JSON-LD and readable body (server/storefront/seo/product-reviews.ts, body.ts): an
// AggregateRating from Magento's rating_summary and review_count and the newest reviews, checked by the same
// rich-results validator as the other nodes (@adobe/structured-data-validator: Google's Product snippet with
// review snippets); the validator is shown to refuse a broken rating, so its silence means something. And the
// real page of a seeded product with reviews carries them, from the embedded backend.
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { scriptSafeJson } from '../../lib/escape-html';
import { readableBody } from '../../storefront/seo/body';
import { jsonLdTags, structuredData, type JsonLd } from '../../storefront/seo/structured-data';
import type { SeoProductData } from '../../storefront/seo/api/seo.graphql';
import { createTestShop } from '../test-app';
import { IPHONE, ORIGIN, productPage } from './fixtures';

const REVIEWED: SeoProductData = {
  ...IPHONE,
  rating_summary: 87,
  review_count: 12,
  reviews: {
    items: [
      {
        nickname: 'Sneha P.',
        summary: 'Best phone in this budget',
        text: 'Display is bright even in direct sunlight.\nBattery lasts a full day.',
        created_at: '2026-02-14 08:30:00',
        average_rating: 4.67,
      },
      {
        nickname: 'Abdul Rahman',
        summary: 'पैसा वसूल',
        text: 'बहुत अच्छा प्रोडक्ट है, पैसा वसूल।',
        created_at: '2026-01-03 17:05:00',
        average_rating: 5,
      },
      // No rating: left out of the reviews (a Review needs its reviewRating).
      {
        nickname: 'Ravi',
        summary: 'Okay',
        text: 'Fine.',
        created_at: '2025-12-01 10:00:00',
        average_rating: 0,
      },
    ],
  },
};

async function check(nodes: JsonLd[] | string) {
  const scripts =
    typeof nodes === 'string'
      ? nodes
      : nodes.map((n) => `<script type="application/ld+json">${scriptSafeJson(n)}</script>`).join('\n');
  const extracted = new WebAutoExtractor({ addLocation: true }).parse(
    `<!doctype html><html><head><title>t</title>${scripts}</head><body></body></html>`,
  );
  const issues = await new Validator().validate(extracted);
  const by = (severity: string) => issues.filter((i: ValidationIssue) => i.severity === severity);
  return { errors: by('ERROR'), warnings: by('WARNING').flatMap((i) => i.fieldNames ?? []) };
}

const productNode = (product: SeoProductData) =>
  structuredData(productPage(product)).find((node) => node['@type'] === 'Product')!;

describe('a product with approved reviews', () => {
  it('has an AggregateRating and its newest rated reviews, and passes the validator', async () => {
    const node = productNode(REVIEWED);
    expect(node.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.35,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 12,
    });
    expect(node.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Sneha P.' },
        datePublished: '2026-02-14',
        name: 'Best phone in this budget',
        reviewBody: 'Display is bright even in direct sunlight. Battery lasts a full day.',
        reviewRating: { '@type': 'Rating', ratingValue: 4.67, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Abdul Rahman' },
        datePublished: '2026-01-03',
        name: 'पैसा वसूल',
        reviewBody: 'बहुत अच्छा प्रोडक्ट है, पैसा वसूल।',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
    const { errors, warnings } = await check(jsonLdTags(productPage(REVIEWED)));
    expect(errors).toEqual([]);
    // Google no longer asks for the ratings it now has.
    expect(warnings).not.toContain('aggregateRating');
    expect(warnings).not.toContain('review');
  });

  it('the validator refuses a rating out of its scale, so its silence above means something', async () => {
    const node = productNode(REVIEWED);
    const broken = {
      ...node,
      aggregateRating: { ...(node.aggregateRating as JsonLd), ratingValue: 7 },
    };
    expect((await check([broken])).errors.length).toBeGreaterThan(0);
  });

  it('says nothing of ratings without an approved, rated review', () => {
    for (const product of [
      IPHONE,
      { ...REVIEWED, review_count: 0, rating_summary: 0, reviews: { items: [] } },
      { ...REVIEWED, rating_summary: 0 },
    ]) {
      expect(productNode(product)).not.toHaveProperty('aggregateRating');
      expect(productNode(product)).not.toHaveProperty('review');
    }
  });

  it('its readable body shows the rating line the page shows', () => {
    expect(readableBody(productPage(REVIEWED))).toContain('<p>Rated 4.4 out of 5, 12 reviews</p>');
    expect(readableBody(productPage(IPHONE))).not.toContain('Rated');
  });
});

describe('the real page', () => {
  it('of a seeded product with reviews carries its rating, from the backend', async () => {
    const shop = createTestShop();
    const { data } = await shop.gql<{
      products: { items: { url_key: string; rating_summary: number; review_count: number }[] };
    }>(
      '{ products(filter: { sku: { eq: "ZS-SON-10165" } }) { items { url_key rating_summary review_count } } }',
    );
    const product = data!.products.items[0]!;
    const html = await (await shop.app.fetch(new Request(`${ORIGIN}/${product.url_key}.html`))).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, json]) => JSON.parse(json!) as JsonLd,
    );
    const node = ld.find((n) => n['@type'] === 'Product')!;
    expect(node.aggregateRating).toMatchObject({
      ratingValue: product.rating_summary / 20,
      reviewCount: product.review_count,
    });
    expect(node.review).toEqual([
      expect.objectContaining({
        author: { '@type': 'Person', name: 'Aarav S.' },
        datePublished: '2025-12-22',
      }),
    ]);
    expect((await check(ld)).errors).toEqual([]);
  });
});
