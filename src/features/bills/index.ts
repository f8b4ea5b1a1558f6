// The bills feature's public surface. Its pages (/setu, /bills-and-recharge and the bill payments' return page)
// are loaded on demand by path from app/router.tsx; the router only needs to tell a bill payment's return
// reference from an order number.
export { billPaymentIdOf } from './bill-reference';
export { billCategoryUrl, isBillAndRechargePath } from './category-links';
