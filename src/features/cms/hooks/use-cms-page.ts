import { useQuery } from '@apollo/client/react';
import { GET_CMS_PAGE, type CmsPageData } from '../api/cms.graphql';

export interface CmsPageView {
  loading: boolean;
  error: string | null;
  found: boolean;
  heading: string;
  content: string;
}

export function useCmsPage(identifier: string): CmsPageView {
  const { data, loading, error } = useQuery<CmsPageData>(GET_CMS_PAGE, { variables: { identifier } });
  const page = data?.cmsPage;
  return {
    loading: loading && !data,
    error: error && !data ? error.message : null,
    found: Boolean(page),
    heading: page?.content_heading ?? '',
    content: page?.content ?? '',
  };
}
