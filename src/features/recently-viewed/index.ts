// Recently viewed (client only): the product page records what it shows and both it and home show the row.
// The row's code loads on demand (components/recently-viewed.tsx).
export { RecentlyViewed } from './components/recently-viewed';
export { useRecordRecentlyViewed } from './hooks/use-recently-viewed';
