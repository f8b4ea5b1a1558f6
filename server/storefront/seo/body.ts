// The page's own content as HTML a crawler reads without running a script: what the app then renders, from the
// same data (seo/load.ts) and with the app's own words (the features' messages) — a product's name, price,
// pictures, description and specifications with its breadcrumbs as links; a category's or a brand's name and
// first page of products as links, with links to the further pages; a CMS page's content. It goes inside
// #root after the page skeleton (which paints the page's top), and React's first render replaces both, so a
// shopper sees the app; nothing here runs or styles anything, and backend HTML passes through safe-html.ts.
import { formatMoney } from '../../../common/money';
import { PRODUCT_MESSAGES } from '../../../src/features/product/messages';
import { REVIEWS_MESSAGES } from '../../../src/features/reviews/messages';
import { starsOutOfFive } from '../../../src/lib/rating';
import { LISTING_MESSAGES } from '../../../src/features/catalog/messages';
import { ROUTING_MESSAGES } from '../../../src/features/routing/messages';
import { SEARCH_MESSAGES } from '../../../src/features/search/messages';
import { attributes, html, Markup } from '../html/page-skeleton/markup';
import type { Link, ListedProduct, SeoPage } from './page';
import { safeHtml } from './safe-html';

export const READABLE_CLASS = 'page-readable';

function trail(links: Link[]): Markup {
  if (links.length < 2) return html``;
  return html`<nav aria-label="Breadcrumb">
    <ol>
      ${links.map(
        (link, i) =>
          html`<li>
            ${i === links.length - 1 ? html`<span aria-current="page">${link.name}</span>` : html`<a href="${link.url}">${link.name}</a>`}
          </li>`,
      )}
    </ol>
  </nav>`;
}

function price(final: number | null, regular: number | null): Markup {
  if (final === null) return html``;
  const was = regular !== null && regular > final ? html`${' '}<s>${formatMoney(regular)}</s>` : html``;
  return html`<p class="${READABLE_CLASS}__price">${formatMoney(final)}${was}</p>`;
}

/** The rating line the product page shows near its price, when the product has approved reviews. */
function rating(percent: number | null | undefined, count: number | null | undefined): Markup {
  if (!count || !percent) return html``;
  return html`<p>${REVIEWS_MESSAGES.rated(starsOutOfFive(percent), count)}</p>`;
}

/** A lazy picture (built without the `html` tag: Prettier's HTML formatting of it would "close" the <img>). */
const picture = (url: string, alt: string) =>
  new Markup(
    `<img${attributes({ src: url, alt, loading: 'lazy', decoding: 'async', width: 300, height: 300 }).text}>`,
  );

function productList(products: ListedProduct[]): Markup {
  if (!products.length) return html``;
  return html`<ul>
    ${products.map(
      (p) =>
        html`<li>
          <a href="${p.url}">${p.image ? picture(p.image, p.name) : ''}<span>${p.name}</span></a
          >${price(p.price, p.regularPrice)}
        </li>`,
    )}
  </ul>`;
}

function pages(previous: string | null, next: string | null): Markup {
  if (!previous && !next) return html``;
  return html`<nav aria-label="${LISTING_MESSAGES.pagination}">
    ${
      previous ? html`<a rel="prev" href="${previous}">${LISTING_MESSAGES.previousPage}</a> ` : ''
    }${next ? html`<a rel="next" href="${next}">${LISTING_MESSAGES.nextPage}</a>` : ''}
  </nav>`;
}

const heading = (text: string, shown: boolean) => (shown ? html`` : html`<h1>${text}</h1>`);

/**
 * The readable content of `page`; `headingShown` when the skeleton above already has the page's <h1> (one
 * heading per page). Empty for the shopper's own pages, which hold nothing public.
 */
export function readableBody(page: SeoPage, { headingShown = false } = {}): string {
  const origin = page.store.origin;
  let content: Markup;
  switch (page.kind) {
    case 'product': {
      const { product } = page;
      const range = product.price_range.minimum_price;
      const stock =
        product.stock_status === 'OUT_OF_STOCK' ? PRODUCT_MESSAGES.outOfStock : PRODUCT_MESSAGES.inStock;
      const description = safeHtml(product.description?.html ?? '', origin);
      content = html`${trail(page.breadcrumbs)}${heading(product.name ?? '', headingShown)}${price(
          range.final_price.value,
          range.regular_price.value,
        )}${rating(product.rating_summary, product.review_count)}
        <p>${stock}</p>
        ${page.images.slice(0, 4).map((url) => picture(url, product.name ?? ''))}${
          description
            ? html`<h2>${PRODUCT_MESSAGES.description}</h2>
                <div>${new Markup(description)}</div>`
            : ''
        }${
          page.specifications.length
            ? html`<h2>${PRODUCT_MESSAGES.specifications}</h2>
                <table>
                  <tbody>
                    ${page.specifications.map(
                      (s) =>
                        html`<tr>
                          <th scope="row">${s.label}</th>
                          <td>${s.value}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>`
            : ''
        }`;
      break;
    }
    case 'category': {
      const description = safeHtml(page.category.description ?? '', origin);
      content = html`${trail(page.breadcrumbs)}${heading(page.category.name ?? '', headingShown)}${
        description ? html`<div>${new Markup(description)}</div>` : ''
      }${productList(page.products)}${pages(page.previousPage, page.nextPage)}`;
      break;
    }
    case 'brand':
      content = html`${heading(page.brand.name ?? page.brand.brand_code, headingShown)}${productList(page.products)}`;
      break;
    case 'search':
      content = html`${heading(SEARCH_MESSAGES.pageTitle, headingShown)}${
        page.term ? html`<p>${SEARCH_MESSAGES.resultsFor(page.term)}</p>` : ''
      }${productList(page.products)}`;
      break;
    case 'cms': {
      // As the app (and Magento): the content heading, when set, is the page's <h1>; else the content has its own.
      const title = page.page.content_heading || '';
      content = html`${title ? heading(title, headingShown) : ''}${new Markup(safeHtml(page.page.content ?? '', origin))}`;
      break;
    }
    case 'home':
      // Text and links: the banners' and tiles' pictures are the skeleton's and the app's to fetch.
      content = html`${new Markup(safeHtml(page.content?.content ?? '', origin, { pictures: false }))}`;
      break;
    case 'not-found':
      content = html`<h1>${ROUTING_MESSAGES.notFoundViewHeading}</h1>
        <p>${ROUTING_MESSAGES.notFound}</p>`;
      break;
    case 'private':
      return '';
  }
  return html`<div class="${READABLE_CLASS} site-width">${content}</div>`.text;
}
