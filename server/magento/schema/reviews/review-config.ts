// The store view's review settings (Magento's catalog/review/active and catalog/review/allow_guest), read once
// per catalogue version: a change of store configuration moves the version (008_content_version.sql).
import type { RequestContext } from '../../context';
import { readStoreConfig } from '../../db/repositories/stores';
import { catalogCache } from '../catalog/cache';

export interface ReviewConfig {
  /** product_reviews_enabled: off, products list no reviews and nobody may write one. */
  enabled: boolean;
  /** allow_guests_to_write_product_reviews. */
  guestsMayWrite: boolean;
}

export const ENABLED_PATH = 'catalog/review/active';
export const ALLOW_GUEST_PATH = 'catalog/review/allow_guest';

export function reviewConfig(ctx: RequestContext, storeId = ctx.store.store_id): ReviewConfig {
  return catalogCache(ctx).once(`review-config:${storeId}`, () => {
    const config = readStoreConfig(ctx.db, storeId);
    // Magento's config.xml defaults both to 1 when the store has no value of its own.
    const on = (path: string) => (config[path] ?? '1') === '1';
    return { enabled: on(ENABLED_PATH), guestsMayWrite: on(ALLOW_GUEST_PATH) };
  });
}
