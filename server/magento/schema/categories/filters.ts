// Turns Magento's CategoryFilterInput into a repository filter, with Magento's input errors.
import type { CategoryFilter } from '../../db/repositories/categories';
import { decodeUid } from '../../graphql/uid';
import { inputError } from '../../errors';
import { checkIdAndUid } from '../catalog/args';

interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}

export interface CategoryFilterInput {
  category_uid?: EqualFilter | null;
  ids?: EqualFilter | null;
  name?: { match?: string | null; match_type?: 'FULL' | 'PARTIAL' | null } | null;
  parent_category_uid?: EqualFilter | null;
  parent_id?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
}

/** `in` wins over `eq`, as in Magento; null entries are ignored; undefined = no condition. */
function values(filter: EqualFilter | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (filter.in) return filter.in.filter((v): v is string => typeof v === 'string');
  if (typeof filter.eq === 'string') return [filter.eq];
  return undefined;
}

// Ids that are not whole numbers match nothing rather than failing the query.
const numeric = (list: string[] | undefined) =>
  list?.filter((v) => /^\d{1,10}$/.test(v.trim())).map((v) => Number(v.trim()));

function merge(a: number[] | undefined, b: number[] | undefined): number[] | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.filter((id) => b.includes(id));
}

export function toRepositoryFilter(input: CategoryFilterInput): CategoryFilter {
  checkIdAndUid('ids', 'category_uid', input.ids, input.category_uid);
  checkIdAndUid('parent_id', 'parent_category_uid', input.parent_id, input.parent_category_uid);
  const ids = merge(numeric(values(input.ids)), values(input.category_uid)?.map(decodeUid));
  const parentIds = merge(
    numeric(values(input.parent_id)),
    values(input.parent_category_uid)?.map(decodeUid),
  );
  const filter: CategoryFilter = {
    ids,
    parentIds,
    urlKeys: values(input.url_key),
    urlPaths: values(input.url_path),
  };
  const match = input.name?.match;
  if (typeof match === 'string' && match.trim().length < 3)
    throw inputError('Invalid match filter. Minimum length is 3.'); // catalog/search/min_query_length
  if (typeof match === 'string') {
    if (input.name?.match_type === 'FULL') filter.nameEquals = match;
    else filter.nameLike = match;
  }
  return filter;
}

export const hasConditions = (input: CategoryFilterInput | null | undefined): input is CategoryFilterInput =>
  Boolean(input && Object.values(input).some((v) => v !== null && v !== undefined));
