// Magento's compare-list rules (CompareListGraphQl 2.4.8): a list is reached by its uid only by whom it belongs
// to, a guest's list by guests and a customer's by that customer (MaskedListIdToCompareListId: anyone else is
// told 'This customer is not authorized to access this list'); a customer has one list, which createCompareList
// adds to; assigning a guest list to a customer who has a list merges it in (MergeCompareLists). Products are
// added by id; an id that is no product a shopper may see is skipped without a word, as Magento skips it.
import crypto from 'node:crypto';
import type { RequestContext } from '../../context';
import { inTransaction } from '../../db/connection';
import {
  addCompareItem,
  deleteCompareList,
  findComparableProductIds,
  findCompareListByMask,
  findCustomerCompareList,
  insertCompareList,
  listCompareProductIds,
  pruneGuestCompareLists,
  removeCompareItems,
  setCompareListCustomer,
  type CompareListRow,
} from '../../db/repositories/compare-lists';
import { inputError } from '../../errors';
import { rejectInvalidToken } from '../cart/load-cart';

/** Products one list holds at most (the shop's limit; Magento has none). */
export const MAX_COMPARE_ITEMS = 20;
/** A guest list nobody has changed for this long is removed. */
export const GUEST_LIST_DAYS = 30;

export const NOT_AUTHORIZED = 'This customer is not authorized to access this list';
export const tooManyItems = () =>
  inputError(`A compare list can hold at most ${MAX_COMPARE_ITEMS} products.`);

/** uids are 32 characters; a much longer one cannot exist and is not looked up. */
const MAX_UID_LENGTH = 64;

/**
 * Magento's MaskedListIdToCompareListId: the list of that uid when it belongs to `customerId` (null: a guest
 * list), undefined when there is none, and Magento's refusal when it is someone else's.
 */
export function listByUid(
  ctx: RequestContext,
  uid: string,
  customerId: number | null,
): CompareListRow | undefined {
  const list = uid.length <= MAX_UID_LENGTH ? findCompareListByMask(ctx.db, uid) : undefined;
  if ((list?.customer_id ?? 0) !== (customerId ?? 0)) throw inputError(NOT_AUTHORIZED);
  return list;
}

/** The caller: a customer, or a guest; a token that is not (or no longer) valid is refused, not taken as a guest. */
export function caller(ctx: RequestContext): number | null {
  rejectInvalidToken(ctx);
  return ctx.customerId;
}

/** Product ids as sent (`[ID]`): whole positive numbers, once each, in the order sent. */
function productIds(values: readonly unknown[] | null | undefined): number[] {
  const ids = (values ?? []).flatMap((value) => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    return /^[1-9]\d{0,9}$/.test(text) ? [Number(text)] : [];
  });
  return [...new Set(ids)];
}

/**
 * Adds the products a shopper may see that the list does not hold yet. `fit`: add what room there is and leave
 * the rest (merging at sign-in must not fail); otherwise more than the list can hold is refused, nothing added.
 */
export function addProducts(
  ctx: RequestContext,
  list: CompareListRow,
  values: readonly unknown[],
  fit = false,
) {
  const held = new Set(listCompareProductIds(ctx.db, list.list_id));
  const adding = findComparableProductIds(ctx.db, productIds(values)).filter((id) => !held.has(id));
  const room = MAX_COMPARE_ITEMS - held.size;
  if (adding.length > room && !fit) throw tooManyItems();
  for (const id of adding.slice(0, Math.max(room, 0)))
    addCompareItem(ctx.db, list.list_id, id, ctx.store.store_id);
}

export function removeProducts(ctx: RequestContext, list: CompareListRow, values: readonly unknown[]): void {
  removeCompareItems(ctx.db, list.list_id, productIds(values));
}

const newUid = () => crypto.randomBytes(16).toString('hex');

/** createCompareList: a new guest list, or the customer's own list (made on first use). */
export function createList(ctx: RequestContext, products: readonly unknown[] | null | undefined) {
  const customerId = caller(ctx);
  return inTransaction(ctx.db, () => {
    if (customerId === null) pruneGuestCompareLists(ctx.db, GUEST_LIST_DAYS);
    const list =
      (customerId !== null && findCustomerCompareList(ctx.db, customerId)) ||
      insertCompareList(ctx.db, newUid(), customerId);
    addProducts(ctx, list, products ?? []);
    return list;
  });
}

/**
 * assignCompareListToCustomer: the guest list of `uid` becomes the customer's; when they have a list already
 * its products join theirs and the guest list is deleted. Undefined when there is no such list.
 */
export function assignToCustomer(ctx: RequestContext, uid: string, customerId: number) {
  const guestList = listByUid(ctx, uid, null);
  if (!guestList) return undefined;
  return inTransaction(ctx.db, () => {
    const own = findCustomerCompareList(ctx.db, customerId);
    if (!own) {
      setCompareListCustomer(ctx.db, guestList.list_id, customerId);
      return { ...guestList, customer_id: customerId };
    }
    addProducts(ctx, own, listCompareProductIds(ctx.db, guestList.list_id), true);
    deleteCompareList(ctx.db, guestList.list_id);
    return own;
  });
}
