import { useQuery } from '@apollo/client/react';
import { usePageTitle } from '../../routing';
import { GET_CMS_HOME_PAGE_ID, type CmsHomePageIdData } from '../api/cms.graphql';
import { CmsPageContent } from './cms-page';

const DEFAULT_HOME_PAGE = 'home';

/**
 * The home page as the store's CMS home page. The home sections of SPEC 1 (brands, bestsellers, carousels,
 * banners) replace this in the home-page step.
 */
export default function HomePage() {
  usePageTitle(null);
  const { data, loading } = useQuery<CmsHomePageIdData>(GET_CMS_HOME_PAGE_ID);
  if (loading && !data) return null;
  return <CmsPageContent identifier={data?.storeConfig?.cms_home_page || DEFAULT_HOME_PAGE} />;
}
