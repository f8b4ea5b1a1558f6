// The words of a price breakdown. Every page that shows money (cart, checkout, review, confirmation, order
// detail) and the order e-mail (server/magento/schema/orders/order-email.ts) name its lines with these.
export const PRICE_MESSAGES = {
  heading: 'Price details',
  items: (count: number) => `Price (${count === 1 ? '1 item' : `${count} items`})`,
  /** A discount the shop gave no label. */
  discount: 'Discount',
  handling: 'Handling charges',
  shipping: 'Shipping',
  free: 'Free',
  /** The only payment method with a surcharge is cash on delivery (SPEC 9: Rs. 50). */
  paymentSurcharge: 'Cash on delivery charge',
  giftCard: (code: string) => `Gift card ${code}`,
  grandTotal: 'Grand total',
} as const;
