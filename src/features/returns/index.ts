// The returns feature's public surface: the order detail page's Reorder / Return items section and the My
// Returns path. The return form (/order-history/{number}/return) and My Returns (/returns) are routes the
// router loads on demand by path.
export { OrderAfterSales } from './components/order-after-sales';
export { MY_RETURNS_PATH } from './constants';
