// Pure rules of the product page: gallery order, variant choice, option availability, prices, breadcrumbs.
import type { Crumb } from '../../ui/breadcrumbs/breadcrumbs';
import type {
  ConfigurableOption,
  ConfigurableVariant,
  GalleryImage,
  ProductCategory,
  ProductDetail,
  ProductPriceRange,
  ProductVariantData,
} from './types';

/** attribute_code → the chosen value's uid. */
export type Selection = Readonly<Record<string, string>>;

export interface ShownImage {
  url: string;
  label: string;
}

/** Enabled images by position (SPEC 3: media_gallery entries carry a position). */
export function galleryImages(gallery: ProductVariantData['media_gallery'], fallbackLabel: string) {
  return (gallery ?? [])
    .filter((image): image is GalleryImage & { url: string } => Boolean(image?.url) && !image?.disabled)
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity))
    .map((image): ShownImage => ({ url: image.url, label: image.label || fallbackLabel }));
}

export function options(product: ProductDetail): ConfigurableOption[] {
  return (product.configurable_options ?? [])
    .filter((option): option is ConfigurableOption => Boolean(option?.attribute_code))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

type UsableVariant = ConfigurableVariant & { product: ProductVariantData };

function variants(product: ProductDetail): UsableVariant[] {
  return (product.variants ?? []).filter((variant): variant is UsableVariant => Boolean(variant?.product));
}

function matches(variant: ConfigurableVariant, selection: Selection): boolean {
  return Object.entries(selection).every(([code, uid]) =>
    (variant.attributes ?? []).some((attribute) => attribute?.code === code && attribute.uid === uid),
  );
}

/** The variant the selection names, once every option is chosen. */
export function chosenVariant(product: ProductDetail, selection: Selection): ProductVariantData | null {
  const all = options(product);
  if (!all.length || all.some((option) => !selection[option.attribute_code ?? ''])) return null;
  return variants(product).find((variant) => matches(variant, selection))?.product ?? null;
}

/** The choices made in the options before `code` (options cascade in their order, as Magento's do). */
function choicesBefore(product: ProductDetail, selection: Selection, code: string): Selection {
  const before: Record<string, string> = {};
  for (const option of options(product)) {
    const key = option.attribute_code ?? '';
    if (key === code) break;
    if (selection[key]) before[key] = selection[key];
  }
  return before;
}

/**
 * A value can be chosen when some in-stock variant has it together with the choices of the options before it,
 * so the first option is always open and a later one never leaves the shopper stuck.
 */
export function isValueAvailable(product: ProductDetail, selection: Selection, code: string, uid: string) {
  const wanted = { ...choicesBefore(product, selection, code), [code]: uid };
  return variants(product).some(
    (variant) => variant.product.stock_status === 'IN_STOCK' && matches(variant, wanted),
  );
}

/** Chooses a value; a later option's choice that is no longer available is cleared. */
export function choose(product: ProductDetail, selection: Selection, code: string, uid: string): Selection {
  const next: Record<string, string> = { ...selection, [code]: uid };
  for (const option of options(product)) {
    const key = option.attribute_code ?? '';
    const chosen = next[key];
    if (chosen && !isValueAvailable(product, next, key, chosen)) delete next[key];
  }
  return next;
}

/** The pictures to show: the chosen variant's, else those of the first variant matching a partial choice. */
export function imagesFor(product: ProductDetail, selection: Selection): ShownImage[] {
  const name = product.name ?? '';
  if (Object.keys(selection).length) {
    for (const variant of variants(product).filter((candidate) => matches(candidate, selection))) {
      const images = galleryImages(variant.product.media_gallery, name);
      if (images.length) return images;
    }
  }
  return galleryImages(product.media_gallery, name);
}

export interface PriceView {
  final: number;
  regular: number;
  currency: string | undefined;
  /** Shown only when the regular price is higher than the final one. */
  discount: { amountOff: number; percentOff: number } | null;
}

export function priceView(range: ProductPriceRange): PriceView {
  const { regular_price, final_price, discount } = range.minimum_price;
  const final = final_price.value ?? 0;
  const regular = regular_price.value ?? final;
  const amountOff = discount?.amount_off ?? Math.max(regular - final, 0);
  const percentOff = discount?.percent_off ?? (regular > 0 ? (amountOff / regular) * 100 : 0);
  return {
    final,
    regular,
    currency: final_price.currency ?? undefined,
    discount: amountOff > 0 && regular > final ? { amountOff, percentOff: Math.round(percentOff) } : null,
  };
}

export type { Crumb };

/** Home is the caller's; these are the deepest category's ancestors and the category itself. */
export function breadcrumbs(categories: ProductDetail['categories']): Crumb[] {
  const usable = (categories ?? []).filter((c): c is ProductCategory => Boolean(c?.name && c.url_path));
  const deepest = usable.reduce<ProductCategory | null>(
    (best, category) =>
      !best || (category.breadcrumbs?.length ?? 0) > (best.breadcrumbs?.length ?? 0) ? category : best,
    null,
  );
  if (!deepest) return [];
  const suffix = deepest.url_suffix ?? '';
  const ancestors = (deepest.breadcrumbs ?? []).flatMap((crumb) =>
    crumb.category_name && crumb.category_url_path
      ? [{ label: crumb.category_name, href: `/${crumb.category_url_path}${suffix}` }]
      : [],
  );
  return [...ancestors, { label: deepest.name ?? '', href: `/${deepest.url_path}${suffix}` }];
}
