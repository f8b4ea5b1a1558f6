/** Home page constants (SPEC 1, 9 "Layout"). */

/** The store's CMS home page when the store config names none (Magento's default). */
export const DEFAULT_HOME_PAGE = 'home';

/**
 * The home CMS page's identifier from storeConfig.cms_home_page, else 'home'. Magento may store the page's id
 * after a bar ('home|2', when identifiers repeat across store views): the identifier is what comes before it.
 * The app, the page hints, the page's head and the sitemap all read it here.
 */
export function homePageIdentifier(config: string | null | undefined): string {
  return (config ?? '').split('|')[0]?.trim() || DEFAULT_HOME_PAGE;
}
/** SPEC 9: the banner slider is at most 1440px wide (the rest of the page keeps the 1226px site width). */
export const BANNER_MAX_WIDTH = 1440;
/** Seeded slides are 1440×480: the slider keeps that 3:1 box while images load, so nothing shifts. */
export const BANNER_ASPECT_RATIO = 3;
/** Widths the banner image is offered at (SPEC 9 image width steps up to the slider's maximum). */
export const BANNER_WIDTHS = [640, 960, 1280, 1600] as const;
/** The banner's rendered width for the browser's srcset choice: full width up to BANNER_MAX_WIDTH. */
export const BANNER_SIZES = `(min-width: ${BANNER_MAX_WIDTH}px) ${BANNER_MAX_WIDTH}px, 100vw`;
/** For browsers without srcset. */
export const BANNER_FALLBACK_WIDTH = BANNER_WIDTHS[2];
/** SPEC 9: an ad item is at least 240px wide. */
export const AD_MIN_ITEM_WIDTH = 240;
/** Product cards in a carousel are at least this wide (two on a small phone). */
export const PRODUCT_MIN_ITEM_WIDTH = 170;
/** Products per carousel. */
export const CAROUSEL_PRODUCTS = 12;
/** Skeleton cards while a carousel loads. */
export const CAROUSEL_SKELETONS = 6;
/** Category tiles (square images) are drawn at this size. */
export const CATEGORY_IMAGE_SIZE = 160;
/** Below-the-fold sections load when they come within this distance of the viewport. */
export const NEAR_VIEWPORT_MARGIN = '300px';
export const REWARDS_PATH = '/zepp-coins';
export const SIGN_IN_PATH = '/sign-in';

/** Product filters of the home carousels (Magento's products query, SPEC 1). */
export const TOP_DEALS_FILTER = { is_top_deal: { eq: '1' } };
export const NEW_ARRIVALS_FILTER = { new: { eq: '1' } };

/** SPEC 9's brand-specific coin name (common/brand.ts: the server's e-mails name them the same way). */
export { coinName } from '../../../common/brand';
