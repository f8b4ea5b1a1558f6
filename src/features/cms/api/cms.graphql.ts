// CMS pages and blocks (SPEC 2.3, 2.4 footer, 7.1 cmsBlocks).
import { gql } from '@apollo/client';

export const GET_CMS_PAGE = gql`
  query GetCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
`;

export const GET_CMS_BLOCKS = gql`
  query GetCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`;

export interface CmsPageData {
  cmsPage: {
    identifier: string | null;
    url_key: string | null;
    title: string | null;
    content_heading: string | null;
    content: string | null;
    meta_title: string | null;
    meta_description: string | null;
  } | null;
}

export interface CmsBlock {
  identifier: string | null;
  title: string | null;
  content: string | null;
}

export interface CmsBlocksData {
  cmsBlocks: { items: (CmsBlock | null)[] | null } | null;
}
