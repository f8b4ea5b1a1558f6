// The orders feature's public surface. Its pages (/order-history, /order-history/{id}) are routes the router
// loads on demand by path; the confirmation (checkout) shows a placed order's money as they do.
export { ORDER_HISTORY_PATH } from './constants';
export { ORDER_PRICES_FRAGMENT, type OrderPricesData } from './api/order-prices.graphql';
export { orderBreakdownAmounts } from '../../../common/orders/order-breakdown';
