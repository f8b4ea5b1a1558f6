// Events of the shop's own flows that SPEC 7.3 does not name (issue 28's new shopper actions), by flow, spelled
// as SPEC spells its own (lower case: the thing, then what happened). test/contract/analytics-events.test.ts
// requires each to be fired, and no event name outside SPEC 7.3 and this list.
export const SHOP_EVENTS = {
  stockAlerts: ['notify me subscribe', 'notify me unsubscribe'],
  compare: ['compare add', 'compare remove'],
  reviews: ['review submitted'],
  orders: ['order cancel'],
  returns: ['order reorder', 'return requested'],
  invoices: ['invoice download'],
} as const;
