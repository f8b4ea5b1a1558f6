// SPEC 7.1 getLocale: the store view's locale, for formatting prices (app/locale.ts).
import { gql } from '@apollo/client';

export const GET_LOCALE = gql`
  query GetLocale {
    storeConfig {
      store_code
      locale
    }
  }
`;

export interface LocaleData {
  storeConfig: { store_code: string | null; locale: string | null } | null;
}
