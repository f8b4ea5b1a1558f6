/** Analytics event names (SPEC 7.3, "Browsing and clicks"). */
export const ANALYTICS_EVENTS = {
  search: 'search',
  filter: 'filter',
} as const;
