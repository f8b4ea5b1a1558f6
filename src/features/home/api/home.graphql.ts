// The home page's first-screen operations (SPEC 1): its CMS content and the my-rewards banner's balance.
// The sections below the fold have theirs in home-sections.graphql.ts, so product cards load with them.
import { gql } from '@apollo/client';

export const GET_HOME_PAGE_ID = gql`
  query GetHomePageId {
    storeConfig {
      store_code
      cms_home_page
    }
  }
`;

export interface HomePageIdData {
  storeConfig: { store_code: string | null; cms_home_page: string | null } | null;
}

export const GET_HOME_CONTENT = gql`
  query GetHomeContent($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      content
    }
  }
`;

export interface HomeContentData {
  cmsPage: { identifier: string | null; content: string | null } | null;
}

export const GET_REWARDS_BALANCE = gql`
  query GetRewardsBalance {
    getZeppCoinsBalance {
      points
      money {
        value
        currency
      }
    }
  }
`;

export interface RewardsBalanceData {
  getZeppCoinsBalance: {
    points: number | null;
    money: { value: number | null; currency: string | null } | null;
  } | null;
}
