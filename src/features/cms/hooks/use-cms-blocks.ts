import { useQuery } from '@apollo/client/react';
import { GET_CMS_BLOCKS, type CmsBlock, type CmsBlocksData } from '../api/cms.graphql';

export interface CmsBlocksView {
  loading: boolean;
  error: string | null;
  blocks: (CmsBlock & { identifier: string; content: string })[];
}

/** SPEC 7.1: fetched cache-and-network the first time, then served from the cache. */
export function useCmsBlocks(identifiers: string[]): CmsBlocksView {
  const { data, loading, error } = useQuery<CmsBlocksData>(GET_CMS_BLOCKS, {
    variables: { identifiers },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const items = data?.cmsBlocks?.items ?? [];
  const blocks = items.flatMap((block) =>
    block?.identifier && block.content
      ? [{ ...block, identifier: block.identifier, content: block.content }]
      : [],
  );
  // Keep the order the caller asked for, whatever order the server answered in.
  blocks.sort((a, b) => identifiers.indexOf(a.identifier) - identifiers.indexOf(b.identifier));
  return { loading: loading && !data, error: error && !data ? error.message : null, blocks };
}
