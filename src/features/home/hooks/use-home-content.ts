import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  GET_HOME_CONTENT,
  GET_HOME_PAGE_ID,
  type HomeContentData,
  type HomePageIdData,
} from '../api/home.graphql';
import { homePageIdentifier } from '../constants';
import { splitHomeContent, type HomeContent } from '../home-content';

export interface HomeContentView extends HomeContent {
  loading: boolean;
}

const EMPTY: HomeContent = { slides: [], ads: [], rest: '' };

/** The store's CMS home page (storeConfig.cms_home_page, else 'home'), split into slides, ads and the rest. */
export function useHomeContent(): HomeContentView {
  const pageId = useQuery<HomePageIdData>(GET_HOME_PAGE_ID);
  const identifier = homePageIdentifier(pageId.data?.storeConfig?.cms_home_page);
  const page = useQuery<HomeContentData>(GET_HOME_CONTENT, {
    variables: { identifier },
    skip: !pageId.data && !pageId.error,
  });
  const html = page.data?.cmsPage?.content ?? '';
  const content = useMemo(() => (html ? splitHomeContent(html) : EMPTY), [html]);
  const waiting = !pageId.data && !pageId.error;
  return { ...content, loading: waiting || (page.loading && !page.data) };
}
