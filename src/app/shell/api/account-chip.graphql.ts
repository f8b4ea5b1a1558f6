// The desktop header's account chip (SPEC 2.4): in the desktop shell's chunk, not the first route's.
import { gql } from '@apollo/client';

export const GET_ACCOUNT_CHIP = gql`
  query GetAccountChip {
    customer {
      id
      firstname
    }
  }
`;

export interface AccountChipData {
  customer: { id: number | null; firstname: string | null } | null;
}

// The coins badge's query is the cart's too (one request when both ask): it lives with the rewards feature.
export { GET_REWARD_COINS, type RewardCoinsData } from '../../../features/rewards';
