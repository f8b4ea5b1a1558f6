import { DEFAULT_AUTOPLAY_SPEED, DEFAULT_PRODUCTS_COUNT } from '../../constants';
import { boolAttr, numberAttr } from '../../parse/dom';
import { widgetAttributes } from '../../parse/widget';
import type { ContentTypeParser } from '../../parse/types';

export interface CarouselSettings {
  autoplay: boolean;
  autoplaySpeed: number;
  infinite: boolean;
  showArrows: boolean;
  showDots: boolean;
}

export interface ProductsConfig {
  display: 'grid' | 'carousel';
  skus: string[];
  categoryIds: string[];
  count: number;
  carousel: CarouselSettings;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function carouselSettings(element: Element): CarouselSettings {
  return {
    autoplay: boolAttr(element, 'data-autoplay'),
    autoplaySpeed: Math.max(1000, numberAttr(element, 'data-autoplay-speed', DEFAULT_AUTOPLAY_SPEED)),
    infinite: boolAttr(element, 'data-infinite-loop'),
    showArrows: boolAttr(element, 'data-show-arrows', true),
    showDots: boolAttr(element, 'data-show-dots', true),
  };
}

/** SKUs from the expanded widget ([data-product-sku]); else the unexpanded widget's SKU or category condition. */
export const productsParser: ContentTypeParser<ProductsConfig> = {
  container: false,
  aggregate(element, appearance) {
    const listed = Array.from(element.querySelectorAll('[data-product-sku]'), (item) =>
      (item.getAttribute('data-product-sku') ?? '').trim(),
    ).filter(Boolean);
    const widget = widgetAttributes(element.textContent ?? '') ?? {};
    const condition = widget.condition_option_value;
    const skus = listed.length > 0 ? listed : widget.condition_option === 'sku' ? list(condition) : [];
    const categoryIds = widget.condition_option === 'category_ids' ? list(condition) : [];
    const count = Math.trunc(Number(widget.products_count)) || DEFAULT_PRODUCTS_COUNT;
    return {
      display: appearance === 'carousel' ? 'carousel' : 'grid',
      skus: [...new Set(skus)],
      categoryIds: categoryIds.filter((id) => /^\d+$/.test(id)),
      count: Math.min(count, 50),
      carousel: carouselSettings(element),
    };
  },
};
