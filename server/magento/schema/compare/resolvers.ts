// The compare-list root fields, with Magento's checks in Magento's order and its messages (the resolvers of
// CompareListGraphQl: some end their "must be specified" with a full stop, some do not).
import type { RequestContext } from '../../context';
import type { CustomerRow } from '../../db/repositories/customers';
import { deleteCompareList, findCustomerCompareList } from '../../db/repositories/compare-lists';
import { inputError } from '../../errors';
import type { Resolvers } from '../module';
import { compareListAnswer } from './compare-list-answer';
import {
  addProducts,
  assignToCustomer,
  caller,
  createList,
  listByUid,
  removeProducts,
} from './compare-service';
import { inTransaction } from '../../db/connection';

type ListInput = { input?: { uid?: string | null; products?: unknown[] | null } | null };

const blank = (uid: string | null | undefined): uid is null | undefined | '' => !uid || !uid.trim();

/** The list of the input's uid for adding or removing, or Magento's input errors. */
function listToChange(ctx: RequestContext, uid: string) {
  const list = listByUid(ctx, uid, caller(ctx));
  if (!list) throw inputError('"uid" value does not exist');
  return list;
}

export const resolvers: Resolvers = {
  Query: {
    compareList: (_: unknown, { uid }: { uid: string }, ctx: RequestContext) => {
      if (blank(uid)) throw inputError('"uid" value must be specified');
      const list = listByUid(ctx, uid, caller(ctx));
      return list ? compareListAnswer(ctx, list) : null;
    },
  },
  Customer: {
    compare_list: (customer: CustomerRow, _: unknown, ctx: RequestContext) => {
      const list = findCustomerCompareList(ctx.db, customer.customer_id);
      return list ? compareListAnswer(ctx, list) : null;
    },
  },
  Mutation: {
    createCompareList: (_: unknown, { input }: ListInput, ctx: RequestContext) =>
      compareListAnswer(ctx, createList(ctx, input?.products)),

    addProductsToCompareList: (_: unknown, { input }: ListInput, ctx: RequestContext) => {
      if (blank(input?.uid)) throw inputError('"uid" value must be specified.');
      if (!input?.products) throw inputError('"products" value must be specified.');
      const list = listToChange(ctx, input.uid);
      inTransaction(ctx.db, () => addProducts(ctx, list, input.products!));
      return compareListAnswer(ctx, list);
    },

    removeProductsFromCompareList: (_: unknown, { input }: ListInput, ctx: RequestContext) => {
      if (!input?.products) throw inputError('"products" value must be specified.');
      if (blank(input.uid)) throw inputError('"uid" value must be specified.');
      const list = listToChange(ctx, input.uid);
      removeProducts(ctx, list, input.products);
      return compareListAnswer(ctx, list);
    },

    assignCompareListToCustomer: (_: unknown, { uid }: { uid: string }, ctx: RequestContext) => {
      if (blank(uid)) throw inputError('"uid" value must be specified');
      const customerId = caller(ctx);
      if (customerId === null) throw inputError('Customer must be logged');
      const list = assignToCustomer(ctx, uid, customerId);
      return list ? { result: true, compare_list: compareListAnswer(ctx, list) } : { result: false };
    },

    deleteCompareList: (_: unknown, { uid }: { uid: string }, ctx: RequestContext) => {
      if (blank(uid)) throw inputError('"uid" value must be specified');
      const list = listByUid(ctx, uid, caller(ctx));
      return { result: list ? deleteCompareList(ctx.db, list.list_id) : false };
    },
  },
};
