// Builds Magento's StoreConfig for one store view. Base URLs are stored as templates over the shop's public
// origin ('{{request_origin}}/', '{{unsecure_base_url}}media/'): `origin` is always config.publicOrigin
// (PUBLIC_ORIGIN), never the request's Host or X-Forwarded-Host (docs/SECURITY.md).
import type { Db } from '../../db/connection';
import type { RequestContext } from '../../context';
import { findStoreGroup, findWebsite, readStoreConfig, type StoreRow } from '../../db/repositories/stores';
import { CONFIG_FIELDS, convertConfigValue } from './config-fields';

const toUid = (id: number) => Buffer.from(String(id)).toString('base64');

/** Replaces the base URL placeholders Magento allows in web/* config values. */
export function expandBaseUrls(
  config: Record<string, string | null>,
  origin: string,
): Record<string, string | null> {
  const expand = (value: string | null) => value?.replace('{{request_origin}}', origin) ?? null;
  const unsecure = expand(config['web/unsecure/base_url'] ?? '{{request_origin}}/');
  const secure = expand(config['web/secure/base_url'] ?? '{{request_origin}}/');
  const out: Record<string, string | null> = {};
  for (const [path, value] of Object.entries(config)) {
    out[path] =
      expand(value)
        ?.replace('{{unsecure_base_url}}', unsecure ?? '')
        .replace('{{secure_base_url}}', secure ?? '') ?? null;
  }
  return out;
}

export function buildStoreConfig(db: Db, store: StoreRow, origin: string): Record<string, unknown> {
  const config = expandBaseUrls(readStoreConfig(db, store.store_id), origin);
  const group = findStoreGroup(db, store.group_id);
  const website = findWebsite(db, store.website_id);
  const result: Record<string, unknown> = {
    id: store.store_id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sort_order,
    is_default_store: group ? group.default_store_id === store.store_id : false,
    store_group_code: group?.code ?? null,
    store_group_name: group?.name ?? null,
    is_default_store_group: website ? website.default_group_id === store.group_id : false,
    website_id: store.website_id,
    website_code: website?.code ?? null,
    website_name: website?.name ?? null,
    root_category_id: group?.root_category_id ?? null,
    root_category_uid: group ? toUid(group.root_category_id) : null,
  };
  for (const [field, [path, kind]] of Object.entries(CONFIG_FIELDS))
    result[field] = convertConfigValue(config[path], kind);
  return result;
}

interface StoreUrls {
  baseUrl: string;
  mediaUrl: string;
  categorySuffix: string;
  productSuffix: string;
  rootCategoryId: number;
}

const urlCache = new WeakMap<RequestContext, StoreUrls>();

/** The current store view's absolute base and media URLs, URL suffixes and root category (once per request). */
export function storeUrls(ctx: RequestContext): StoreUrls {
  const cached = urlCache.get(ctx);
  if (cached) return cached;
  const config = buildStoreConfig(ctx.db, ctx.store, ctx.config.publicOrigin);
  const urls: StoreUrls = {
    baseUrl: String(config.base_url),
    mediaUrl: String(config.base_media_url),
    categorySuffix: (config.category_url_suffix as string | null) ?? '',
    productSuffix: (config.product_url_suffix as string | null) ?? '',
    rootCategoryId: (config.root_category_id as number | null) ?? 2,
  };
  urlCache.set(ctx, urls);
  return urls;
}

/** An absolute URL for a path under /media (e.g. 'catalog/category/audio.png'); null stays null. */
export function mediaUrl(ctx: RequestContext, mediaPath: string | null): string | null {
  if (!mediaPath) return null;
  if (/^https?:\/\//i.test(mediaPath)) return mediaPath;
  return storeUrls(ctx).mediaUrl + mediaPath.replace(/^\/+/, '');
}
