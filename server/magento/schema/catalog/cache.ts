// In-memory caches of the catalog: search results, aggregations and product shapes, per database. Every entry
// belongs to one catalog version (bumped by the triggers of 004_catalog.sql on any catalog write), so a stock or
// price change is visible on the next request; nothing here is ever served stale.
import type { Db } from '../../db/connection';
import { catalogVersion } from '../../db/repositories/products';
import type { RequestContext } from '../../context';

/** A Map that forgets its oldest entries past `limit` (Map iterates in insertion order). */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();
  /** `onEvict` hears of every value that leaves by eviction, replacement, deletion or clearing. */
  constructor(
    private readonly limit: number,
    private readonly onEvict?: (value: V) => void,
  ) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.deleteOldest();
  }

  delete(key: K): void {
    const value = this.map.get(key);
    if (value !== undefined && this.map.delete(key)) this.onEvict?.(value);
  }

  deleteOldest(): void {
    const oldest = this.map.keys().next();
    if (!oldest.done) this.delete(oldest.value);
  }

  clear(): void {
    if (this.onEvict) for (const value of this.map.values()) this.onEvict(value);
    this.map.clear();
  }
}

export class CatalogCache {
  readonly searches = new LruMap<string, unknown>(1000);
  readonly aggregations = new LruMap<string, unknown>(500);
  /** Whole results of catalog-only queries (see response-cache.ts). */
  readonly responses = new LruMap<string, unknown>(500);
  /** Store view URLs by store and request origin (bounded: the origin comes from request headers). */
  readonly storeUrls = new LruMap<string, unknown>(64);
  /** Product shapes per store view key (store code and media URL), by entity id. */
  private readonly shapes = new Map<string, Map<number, unknown>>();
  private readonly memo = new Map<string, unknown>();

  constructor(readonly version: number) {}

  shapesFor(storeKey: string): Map<number, unknown> {
    let shapes = this.shapes.get(storeKey);
    if (!shapes) this.shapes.set(storeKey, (shapes = new Map()));
    return shapes;
  }

  /** A value computed once per catalog version (attribute options, config values). */
  once<T>(key: string, compute: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, compute());
    return this.memo.get(key) as T;
  }
}

const byDb = new WeakMap<Db, CatalogCache>();
const byRequest = new WeakMap<RequestContext, CatalogCache>();

/**
 * The cache of the current catalog version. A GET is a query, which cannot write, so its version is read once;
 * a POST may be a mutation that changes stock halfway, so it reads the version on every call.
 */
export function catalogCache(ctx: RequestContext): CatalogCache {
  const known = byRequest.get(ctx);
  if (known) return known;
  const version = catalogVersion(ctx.db);
  let cache = byDb.get(ctx.db);
  if (!cache || cache.version !== version) byDb.set(ctx.db, (cache = new CatalogCache(version)));
  if (ctx.request.method === 'GET') byRequest.set(ctx, cache);
  return cache;
}
