// Whether the shop's payments and sign-ins are simulated (Zepp_DemoShop, custom-modules.graphql). Its own
// query: a real Magento has no such field and refuses the document, which must cost nothing but the notice.
import { gql } from '@apollo/client';

export const GET_SANDBOX_MODE = gql`
  query GetSandboxMode {
    storeConfig {
      store_code
      sandbox_mode
    }
  }
`;

export interface SandboxModeData {
  storeConfig: { store_code: string | null; sandbox_mode: boolean | null } | null;
}
