/** User-visible CMS strings (SPEC 8). */
export const CMS_MESSAGES = {
  noBlocks: 'There are no blocks to display',
  loading: 'Loading content',
} as const;
