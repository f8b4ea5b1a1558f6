// The customer domain's schema modules (accounts, addresses, wishlists, the shop's customer modules), in one
// list so the shared index only spreads it.
import type { SchemaModule } from './module';
import { bills } from './bills';
import { customer } from './customer';
import { customerAddress } from './customer-address';
import { myAccountOtp } from './my-account-otp';
import { notifications } from './notifications';
import { paymentTokens } from './payment-tokens';
import { pincode } from './pincode';
import { referral } from './referral';
import { rewards } from './rewards';
import { signInLinks } from './sign-in-links';
import { stockAlerts } from './stock-alerts';
import { wishlist } from './wishlist';

export const customerModules: SchemaModule[] = [
  bills,
  customer,
  customerAddress,
  myAccountOtp,
  notifications,
  paymentTokens,
  pincode,
  referral,
  rewards,
  signInLinks,
  stockAlerts,
  wishlist,
];
