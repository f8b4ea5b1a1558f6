// What the order pages say. The titles are the route table's (app/router.tsx).
export const ORDER_MESSAGES = {
  historyTitle: 'My Orders',
  detailsTitle: 'Order Details',
  loading: 'Fetching Data...',
  empty: 'You have not placed any orders yet.',
  startShopping: 'Start shopping',
  loadError: 'We could not load your orders. Please try again.',
  retry: 'Try again',
  orderNumber: 'Order #',
  date: 'Date',
  status: 'Status',
  total: 'Total',
  view: (number: string) => `View order ${number}`,
  orderHeading: (number: string) => `Order #${number}`,
  placedOn: (date: string) => `Placed on ${date}`,
  items: 'Items',
  quantity: (qty: number) => `Qty: ${qty}`,
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  grandTotal: 'Grand Total',
  shippingAddress: 'Shipping Address',
  billingAddress: 'Billing Address',
  paymentMethod: 'Payment Method',
  /** Paid in a card EMI plan on the gateway's page (Zepp_Emi). */
  paidByEmi: (method: string, months: number) => `${method}, card EMI over ${months} months`,
  shippingMethod: 'Shipping Method',
  backToOrders: 'Back to My Orders',
  guestOrder: 'Ordered without signing in?',
  trackGuestOrder: 'Track your order',
} as const;

/** The order's timeline, shipments and refunds (order detail and Track your order). */
export const TRACKING_MESSAGES = {
  timeline: 'Order status',
  /** The path's steps, named as the server labels their statuses (once reached, the server's label shows). */
  steps: { placed: 'Pending', processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered' },
  upcoming: 'Not yet',
  current: 'Current status',
  shipments: 'Shipments',
  shipment: (number: string) => `Shipment #${number}`,
  shippedOn: (date: string) => `Shipped on ${date}`,
  trackingNumber: (title: string, number: string) => `${title}: ${number}`,
  track: 'Track package',
  trackLabel: (number: string, title: string) => `Track package ${number} with ${title} (opens in a new tab)`,
  shipmentItems: 'Items in this shipment',
  shippedQuantity: (name: string, qty: number) => `${name} × ${qty}`,
  refunds: 'Refunds',
  refund: (number: string, amount: string) => `Refund #${number}: ${amount}`,
} as const;

/** Cancelling an order (Magento 2.4.7+'s cancelOrder, with the store's reasons). */
export const CANCEL_MESSAGES = {
  button: 'Cancel order',
  title: (number: string) => `Cancel order #${number}`,
  reasons: 'Why do you want to cancel?',
  confirm: 'Cancel order',
  keep: 'Keep order',
  sending: 'Cancelling...',
  canceled: 'Your order has been canceled.',
  failed: 'We could not cancel your order. Please try again.',
  close: 'Close',
} as const;

/** Track your order: a guest finds an order by its number, e-mail and last name, or the e-mail's link. */
export const TRACK_MESSAGES = {
  title: 'Track your order',
  intro: 'Enter your order number and the e-mail address and last name you placed it with.',
  number: 'Order number',
  email: 'E-mail',
  lastname: 'Last name',
  submit: 'Find my order',
  finding: 'Finding your order...',
  required: (field: string) => `Please enter your ${field.toLowerCase()}.`,
  /** Magento's own, for every wrong guess alike. */
  notLocated: "We couldn't locate an order with the information provided.",
  loadError: 'We could not look your order up. Please try again.',
  /** Magento's, when the details are right but the order is a customer's. */
  loginToView: 'Please login to view the order.',
  signIn: 'Sign in',
  another: 'Track another order',
} as const;
