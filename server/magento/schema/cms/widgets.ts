// The two widgets Page Builder content uses: a CMS block inside content, and the catalog products list.
// The products list is rendered the way Magento's widget template renders it, so storefronts can read
// the SKUs from `.product-item-info[data-product-sku]`.
import type { RequestContext } from '../../context';
import {
  findActiveBlockById,
  findActiveBlockByIdentifier,
  listWidgetProducts,
} from '../../db/repositories/cms';
import { escapeHtml } from '../../../lib/escape-html';
import { storeUrls } from '../store/store-config';

const BLOCK_WIDGET = 'Magento\\Cms\\Block\\Widget\\Block';
const PRODUCTS_WIDGET = 'Magento\\CatalogWidget\\Block\\Product\\ProductsList';
const DEFAULT_PRODUCTS_COUNT = 10;

function renderBlock(ctx: RequestContext, blockId: string, render: (html: string) => string): string {
  const block = /^\d+$/.test(blockId)
    ? findActiveBlockById(ctx.db, Number(blockId))
    : findActiveBlockByIdentifier(ctx.db, blockId);
  return block ? `<div class="widget block block-static-block">${render(block.content)}</div>` : '';
}

function renderProducts(ctx: RequestContext, attributes: Record<string, string>): string {
  const categoryIds =
    attributes.condition_option === 'category_ids' ? (attributes.condition_option_value ?? '') : '';
  const ids = categoryIds.split(',').map(Number).filter(Number.isInteger);
  const count = Number(attributes.products_count) || DEFAULT_PRODUCTS_COUNT;
  const { baseUrl, productSuffix } = storeUrls(ctx);
  const items = listWidgetProducts(ctx.db, ids, count).map(
    (p) =>
      `<li class="product-item"><div class="product-item-info" data-product-sku="${escapeHtml(p.sku)}">` +
      `<a class="product-item-link" href="${escapeHtml(baseUrl + (p.url_key ?? '') + productSuffix)}">${escapeHtml(p.name)}</a>` +
      `</div></li>`,
  );
  const mode = attributes.template?.includes('carousel') ? 'carousel' : 'grid';
  return (
    `<div class="block widget block-products-list ${mode}"><div class="block-content">` +
    `<div class="products-${mode} ${mode}"><ol class="product-items widget-product-${mode}">${items.join('')}</ol></div></div></div>`
  );
}

export function renderWidget(
  ctx: RequestContext,
  attributes: Record<string, string>,
  render: (html: string) => string,
): string {
  if (attributes.type === BLOCK_WIDGET) return renderBlock(ctx, attributes.block_id ?? '', render);
  if (attributes.type === PRODUCTS_WIDGET) return renderProducts(ctx, attributes);
  return '';
}
