import type { RequestContext } from '../../context';
import { findPincode } from '../../db/repositories/pincodes';
import { inputError } from '../../errors';
import { defaultDeliveryEstimate } from '../cart/delivery-date';
import type { Resolvers } from '../module';

// The storefront's own messages (SPEC 5 and 8), so a lookup reads the same whichever side refused it.
export const INVALID_PINCODE = 'Invalid pincode format.';
export const PINCODE_NOT_FOUND = 'City not found for this pincode.';

/** The trimmed pincode when it has an Indian pincode's shape (six digits, not starting with 0), else null. */
function pincodeOf(input: string): string | null {
  const code = input.trim();
  return /^[1-9][0-9]{5}$/.test(code) ? code : null;
}

const failure = (message: string) => ({ success: false, message, city: null, region: null, region_id: null });

export const resolvers: Resolvers = {
  Query: {
    getCityByPincode: (_: unknown, { pincode }: { pincode: string }, ctx: RequestContext) => {
      const code = pincodeOf(pincode);
      if (!code) return failure(INVALID_PINCODE);
      const row = findPincode(ctx.db, code);
      if (!row) return failure(PINCODE_NOT_FOUND);
      return { success: true, message: null, city: row.city, region: row.region, region_id: row.region_id };
    },
    // A well-formed pincode outside the serviceable list still gets an estimate (a later one); a malformed one
    // is the caller's mistake.
    getDeliveryEstimateByPincode: (_: unknown, { pincode }: { pincode: string }, ctx: RequestContext) => {
      const code = pincodeOf(pincode);
      if (!code) throw inputError(INVALID_PINCODE);
      return defaultDeliveryEstimate(ctx, code);
    },
  },
};
