// The store view's locale (SPEC 7.1 getLocale) becomes the one prices are formatted in; until it is known, and
// whenever the shop cannot be asked, prices stay in en-IN (SPEC 9). Loaded once the first page has settled (start-session.ts).
import type { ApolloClient } from '@apollo/client';
import { adoptInlinedDataInSteps, type InlinableQuery } from '../lib/inlined-data';
import { setMoneyLocale } from '../../common/money';
import { GET_LOCALE, type LocaleData } from './api/locale.graphql';

/** The locale as the server may inline it into the first page (first-page-queries.ts). */
export const INLINABLE_LOCALE: Record<string, InlinableQuery> = { GetLocale: { query: GET_LOCALE } };

/** Rejects with 'Unable to locate locale' (SPEC 8) when the store's locale is one the browser cannot format. */
export async function applyStoreLocale(apollo: ApolloClient): Promise<void> {
  // Asked fresh on each visit, unless this page came with the answer from the server.
  const inlined = (await adoptInlinedDataInSteps(apollo, INLINABLE_LOCALE)).length > 0;
  let locale: string | null | undefined;
  try {
    const { data } = await apollo.query<LocaleData>({
      query: GET_LOCALE,
      fetchPolicy: inlined ? 'cache-first' : 'network-only',
    });
    locale = data?.storeConfig?.locale;
  } catch {
    return; // no answer: the default stays
  }
  if (locale) setMoneyLocale(locale);
}
