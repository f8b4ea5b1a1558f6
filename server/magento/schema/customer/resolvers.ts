import type { RequestContext } from '../../context';
import { nowMs } from '../../clock';
import { authenticationError, noSuchEntity } from '../../errors';
import { isSignInLocked } from '../../db/repositories/login-attempts';
import { findCustomerById } from '../../db/repositories/customers';
import { revokeCustomerToken } from '../../db/repositories/customer-tokens';
import { requestPasswordReset, resetPassword } from '../../auth/password-reset';
import { bearerToken, requireCustomer } from '../../auth/require-customer';
import { signInWithPassword } from '../../auth/sign-in';
import type { Resolvers } from '../module';
import { changePassword, createAccount, updateAccount, type CreateInput, type UpdateInput } from './account';
import { customerFields } from './customer-fields';

/** Magento's GetCustomer: the signed-in customer, refused while the account is locked. */
function currentCustomer(ctx: RequestContext) {
  const customerId = requireCustomer(ctx);
  const customer = findCustomerById(ctx.db, customerId);
  if (!customer) throw noSuchEntity(`Could not find a customer with ID "${customerId}"`);
  if (isSignInLocked(ctx.db, customer.email, nowMs(ctx.config), ctx.config.rateLimits.signInLockout))
    throw authenticationError('The account is locked.');
  return customer;
}

type Args<T> = Record<string, T>;

export const resolvers: Resolvers = {
  Query: {
    customer: (_: unknown, __: unknown, ctx: RequestContext) => currentCustomer(ctx),
  },
  Mutation: {
    generateCustomerToken: async (
      _: unknown,
      args: { email: string; password: string },
      ctx: RequestContext,
    ) => ({
      token: await signInWithPassword(ctx, args.email, args.password),
    }),
    revokeCustomerToken: (_: unknown, __: unknown, ctx: RequestContext) => {
      requireCustomer(ctx);
      return { result: revokeCustomerToken(ctx.db, bearerToken(ctx.request) ?? '') };
    },
    createCustomerV2: async (_: unknown, { input }: Args<CreateInput>, ctx: RequestContext) => ({
      customer: await createAccount(ctx, input ?? {}),
    }),
    createCustomer: async (_: unknown, { input }: Args<CreateInput>, ctx: RequestContext) => ({
      customer: await createAccount(ctx, input ?? {}),
    }),
    updateCustomerV2: async (_: unknown, { input }: Args<UpdateInput>, ctx: RequestContext) => ({
      customer: await updateAccount(ctx, currentCustomer(ctx).customer_id, input ?? null),
    }),
    updateCustomer: async (_: unknown, { input }: Args<UpdateInput>, ctx: RequestContext) => ({
      customer: await updateAccount(ctx, currentCustomer(ctx).customer_id, input ?? null),
    }),
    changeCustomerPassword: (_: unknown, args: Args<string>, ctx: RequestContext) =>
      changePassword(ctx, requireCustomer(ctx), args.currentPassword ?? '', args.newPassword ?? ''),
    requestPasswordResetEmail: (_: unknown, { email }: Args<string>, ctx: RequestContext) =>
      requestPasswordReset(ctx, email),
    resetPassword: (_: unknown, args: Args<string>, ctx: RequestContext) =>
      resetPassword(ctx, args.email ?? '', args.resetPasswordToken ?? '', args.newPassword ?? ''),
  },
  Customer: customerFields,
  AttributeValueInterface: {
    __resolveType: (value: object) =>
      'selected_options' in value ? 'AttributeSelectedOptions' : 'AttributeValue',
  },
};
