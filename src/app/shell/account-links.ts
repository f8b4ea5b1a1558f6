// The account and 'Others' links of the account menu and the You drawer. A module of its own, apart from
// config.ts (which every first paint needs): only those two, each loaded on demand, use the lists.

/** The signed-in account links (SPEC 2.4, the You drawer's Account Details), shared by the account menu. */
export const ACCOUNT_LINKS = [
  { label: 'My profile', to: '/account-information' },
  { label: 'My Orders', to: '/order-history' },
  { label: 'My Wishlist', to: '/wishlist' },
  { label: 'Address Book', to: '/address-book' },
  { label: 'My Rewards Points', to: '/zepp-coins' },
  { label: 'My Bills & Recharge', to: '/bills-and-recharge' },
] as const;

/** The desktop account menu: every account page (the You drawer's list, then the rest), then Sign Out. */
export const ACCOUNT_MENU_LINKS = [
  ...ACCOUNT_LINKS,
  { label: 'Saved Payments', to: '/saved-payments' },
  { label: 'Communications', to: '/communications' },
  { label: 'My Stock Alerts', to: '/stock-alerts' },
  { label: 'My Returns', to: '/returns' },
  { label: 'Refer and Earn', to: '/referral' },
] as const;

/** The 'Others' group shown to everyone in the You drawer. */
export const OTHER_LINKS = [
  // A guest's way to their order (the confirmation e-mail links there too).
  { label: 'Track your order', to: '/track-order' },
  { label: 'Terms & Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
] as const;
