import type { RequestContext } from '../../context';
import { findPincode } from '../../db/repositories/pincodes';
import type { Resolvers } from '../module';

// The storefront's own messages (SPEC 5 and 8), so a lookup reads the same whichever side refused it.
export const INVALID_PINCODE = 'Invalid pincode format.';
export const PINCODE_NOT_FOUND = 'City not found for this pincode.';

const failure = (message: string) => ({ success: false, message, city: null, region: null, region_id: null });

export const resolvers: Resolvers = {
  Query: {
    getCityByPincode: (_: unknown, { pincode }: { pincode: string }, ctx: RequestContext) => {
      const code = pincode.trim();
      if (!/^[1-9][0-9]{5}$/.test(code)) return failure(INVALID_PINCODE);
      const row = findPincode(ctx.db, code);
      if (!row) return failure(PINCODE_NOT_FOUND);
      return { success: true, message: null, city: row.city, region: row.region, region_id: row.region_id };
    },
  },
};
