/** Analytics event names (SPEC 7.3: "Browsing and clicks", "Accounts and verification"). */
export const ANALYTICS_EVENTS = {
  search: 'search',
  filter: 'filter',
  bannerClick: 'banner click',
  footerClick: 'footer click',
  socialClick: 'social click',
  login: 'login',
  logout: 'logout',
  signup: 'signup',
} as const;
