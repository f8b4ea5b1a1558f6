import type { RequestContext } from '../../context';
import { findInstituteCode, saveVerification } from '../../db/repositories/otp';
import { nowMs } from '../../clock';
import { requireCustomer } from '../../auth/require-customer';
import { accountKey, INSTITUTE_CODES_LIMITED, isLimited, record } from '../../auth/rate-limits';
import type { Resolvers } from '../module';
import { sendOtp, verifyOtp, type OtpInput } from './otp-service';

export const resolvers: Resolvers = {
  Mutation: {
    sendMyAccOtp: (_: unknown, { input }: { input: OtpInput }, ctx: RequestContext) =>
      sendOtp(ctx, requireCustomer(ctx), input),
    verifyMyAccOtp: (_: unknown, { input }: { input: OtpInput }, ctx: RequestContext) =>
      verifyOtp(ctx, requireCustomer(ctx), input),
    verifyInstituteCode: (_: unknown, { code }: { code: string }, ctx: RequestContext) => {
      const customerId = requireCustomer(ctx);
      if (!code.trim()) return { success: false, message: 'Please enter your institute code.' };
      // Like wrong OTPs: too many wrong codes from an account or an address, and even a right one waits.
      const account = accountKey(customerId);
      if (
        isLimited(ctx, 'instituteCodePerAccount', account) ||
        isLimited(ctx, 'instituteCodePerAddress', ctx.clientAddress)
      )
        return { success: false, message: INSTITUTE_CODES_LIMITED };
      const institute = findInstituteCode(ctx.db, code.trim());
      if (!institute) {
        record(ctx, 'instituteCodePerAccount', account);
        record(ctx, 'instituteCodePerAddress', ctx.clientAddress);
        return { success: false, message: 'This institute code is not valid.' };
      }
      saveVerification(ctx.db, customerId, 'INSTITUTE_CODE', institute.code, nowMs(ctx.config));
      return { success: true, message: `Verified: ${institute.institute_name} (${institute.plan} plan).` };
    },
  },
};
