// Refer and Earn's data: the customer's referral code, its sign-up link and what it has earned
// (Zepp_Referral, server/magento/schema/custom-modules.graphql).
import { gql } from '@apollo/client';

export const GET_REFERRAL = gql`
  query GetReferral {
    customer {
      id
      referral {
        code
        link
        stats {
          signups
          purchases
          points_earned
        }
      }
    }
  }
`;

export interface ReferralData {
  customer: {
    id: number | null;
    referral: {
      code: string;
      link: string | null;
      stats: { signups: number | null; purchases: number | null; points_earned: number | null } | null;
    } | null;
  } | null;
}
