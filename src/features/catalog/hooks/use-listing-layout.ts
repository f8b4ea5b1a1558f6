import { useState } from 'react';
import { useMediaQuery } from '../../../ui/hooks/use-media-query';
import { COMPACT_LISTING_QUERY } from '../constants';

/** Below 1024px the filters live in a modal opened from the heading, and sorting is a list (SPEC 2.4). */
export function useListingLayout() {
  const compact = useMediaQuery(COMPACT_LISTING_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersOpened, setFiltersOpened] = useState(false);
  return {
    compact,
    filtersOpen: compact && filtersOpen,
    /** The filter groups are on screen (the sidebar) or have been (the modal, once opened): worth asking for. */
    filtersShown: !compact || filtersOpened,
    openFilters: () => {
      setFiltersOpen(true);
      setFiltersOpened(true);
    },
    closeFilters: () => setFiltersOpen(false),
  };
}
