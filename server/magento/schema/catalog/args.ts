// The products query's arguments, checked with Magento's messages and turned into a repository query.
import type { AttributeOptionRow } from '../../db/repositories/products';
import type { ProductSearchQuery, SortField } from '../../db/repositories/product-search';
import { inputError } from '../../errors';
import { decodeUid } from '../../graphql/uid';

interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}
interface MatchFilter {
  match?: string | null;
  match_type?: 'FULL' | 'PARTIAL' | null;
}

export interface ProductFilterInput {
  category_id?: EqualFilter | null;
  category_uid?: EqualFilter | null;
  category_url_path?: EqualFilter | null;
  color?: EqualFilter | null;
  description?: MatchFilter | null;
  name?: MatchFilter | null;
  new?: EqualFilter | null;
  price?: { from?: string | null; to?: string | null } | null;
  sale?: EqualFilter | null;
  short_description?: MatchFilter | null;
  size?: EqualFilter | null;
  sku?: EqualFilter | null;
  url_key?: EqualFilter | null;
  brand_code?: EqualFilter | null;
  is_top_deal?: EqualFilter | null;
}

export type SortInput = Partial<Record<SortField, 'ASC' | 'DESC' | null>>;

/** Magento's catalog/search/min_query_length. */
const MIN_MATCH_LENGTH = 3;
const MAX_SEARCH_WORDS = 12;
// Characters Magento strips from match filters before measuring them.
const SPECIAL_CHARACTERS = /[-+~/\\<>'":*$#@()!,.?`=%&^]/g;

export function checkPaging(pageSize: number | null | undefined, currentPage: number | null | undefined) {
  const page = { pageSize: pageSize ?? 20, currentPage: currentPage ?? 1 };
  if (page.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (page.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  return page;
}

/** The words of a search phrase, lower-cased (letters and digits only, as the search index tokenises). */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** `in` wins over `eq`, as in Magento; null entries are ignored; undefined = no condition. */
function values(filter: EqualFilter | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (filter.in) return filter.in.filter((v): v is string => typeof v === 'string').map((v) => v.trim());
  return typeof filter.eq === 'string' ? [filter.eq.trim()] : undefined;
}

// Ids that are not whole numbers match nothing rather than failing the query.
const numeric = (list: string[] | undefined) => list?.filter((v) => /^\d{1,10}$/.test(v)).map(Number);

function match(filter: MatchFilter | null | undefined) {
  if (typeof filter?.match !== 'string') return undefined;
  if (filter.match.replace(SPECIAL_CHARACTERS, '').trim().length < MIN_MATCH_LENGTH)
    throw inputError(`Invalid match filter. Minimum length is ${MIN_MATCH_LENGTH}.`);
  return { match: filter.match, full: filter.match_type === 'FULL' };
}

function flag(name: string, filter: EqualFilter | null | undefined): boolean | undefined {
  const list = values(filter);
  if (!list?.length) return undefined;
  const value = list[0]!.toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw inputError(`Invalid value "${list[0]}" of the ${name} filter: expected 1 or 0.`);
}

function bound(side: 'from' | 'to', value: string | null | undefined): number | undefined {
  const text = value?.trim();
  if (!text || text === '*') return undefined;
  if (!/^\d+(\.\d+)?$/.test(text))
    throw inputError(`Invalid price filter: "${side}" must be a non-negative number, got "${value}".`);
  return Number(text);
}

function price(filter: ProductFilterInput['price']): ProductSearchQuery['price'] {
  if (!filter) return undefined;
  const from = bound('from', filter.from);
  const to = bound('to', filter.to);
  if (from !== undefined && to !== undefined && from > to)
    throw inputError(`Invalid price filter: "from" (${from}) is greater than "to" (${to}).`);
  return from === undefined && to === undefined ? undefined : { from, to };
}

/** Option ids from aggregation values; a label ('Blue') is accepted too. Unknown values match nothing. */
function optionIds(
  list: string[] | undefined,
  code: 'color' | 'size',
  options: ReadonlyMap<number, AttributeOptionRow>,
) {
  if (!list) return undefined;
  const all = [...options.values()].filter((o) => o.attribute_code === code);
  return list.map(
    (v) =>
      all.find((o) => String(o.option_id) === v || o.label.toLowerCase() === v.toLowerCase())?.option_id ??
      -1,
  );
}

const categoryGroups = (...groups: (number[] | undefined)[]) => {
  const present = groups.filter((g): g is number[] => g !== undefined);
  return present.length ? present : undefined;
};

/** Magento's CategoryUidArgsProcessor: a filter names categories by id or by uid, never both. */
export function checkIdAndUid(first: string, second: string, a: unknown, b: unknown): void {
  const given = (f: unknown) =>
    f !== null && f !== undefined && typeof f === 'object' && Object.keys(f).length > 0;
  if (given(a) && given(b))
    throw inputError(`\`${first}\` and \`${second}\` can't be used at the same time.`);
}

export function toFilters(input: ProductFilterInput, options: ReadonlyMap<number, AttributeOptionRow>) {
  checkIdAndUid('category_id', 'category_uid', input.category_id, input.category_uid);
  return {
    categoryIds: categoryGroups(
      numeric(values(input.category_id)),
      values(input.category_uid)?.map(decodeUid),
    ),
    categoryUrlPaths: values(input.category_url_path),
    price: price(input.price),
    skus: values(input.sku),
    urlKeys: values(input.url_key),
    name: match(input.name),
    description: match(input.description),
    shortDescription: match(input.short_description),
    brandCodes: values(input.brand_code)?.map((v) => v.toLowerCase()),
    colorIds: optionIds(values(input.color), 'color', options),
    sizeIds: optionIds(values(input.size), 'size', options),
    topDeal: flag('is_top_deal', input.is_top_deal),
    isNew: flag('new', input.new),
    onSale: flag('sale', input.sale),
  } satisfies Omit<ProductSearchQuery, 'sort'>;
}

/** Fields in the order the client wrote them; the default is relevance for a search, else position. */
export function toSort(sort: SortInput | null | undefined, order: readonly string[], searching: boolean) {
  const fields = (Object.keys(sort ?? {}) as SortField[])
    .filter((f) => sort?.[f])
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (!fields.length)
    return [{ field: searching ? 'relevance' : 'position', direction: searching ? 'DESC' : 'ASC' } as const];
  return fields.map((field) => ({ field, direction: sort![field]! }));
}
