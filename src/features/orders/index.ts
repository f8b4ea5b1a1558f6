// The orders feature's public surface. Its pages (/order-history, /order-history/{id}) are routes the router
// loads on demand by path, so nothing else is exported.
export { ORDER_HISTORY_PATH } from './constants';
