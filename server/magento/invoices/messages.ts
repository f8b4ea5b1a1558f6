// The tax invoice's words (the PDF and its download). Amounts are written "Rs." because the PDF's standard
// fonts (Helvetica) have no rupee sign.
export const INVOICE_TEXT = {
  title: 'Tax Invoice',
  demoSeller: 'DEMO SHOP: this invoice is a sample and is not valid for tax purposes.',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  seller: 'Sold by',
  billedTo: 'Billed to',
  shippedTo: 'Shipped to',
  gstin: 'GSTIN',
  businessName: 'Business name',
  state: 'State',
  stateCode: (name: string, code: string) => `${name} (state code ${code})`,
  placeOfSupply: 'Place of supply',
  unknownPlace: 'Not stated',
  paymentMethod: 'Payment',
  columns: {
    description: 'Description',
    hsn: 'HSN/SAC',
    qty: 'Qty',
    taxable: 'Taxable value',
    rate: 'GST rate',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
  },
  discountNote: (amount: string) => `after discount of ${amount}`,
  charges: {
    shipping: 'Shipping charges',
    handling: 'Handling charges',
    payment_fee: 'Cash on delivery fee',
  },
  totals: {
    taxable: 'Total taxable value',
    cgst: 'Total CGST',
    sgst: 'Total SGST',
    igst: 'Total IGST',
    invoiceValue: 'Invoice value',
    giftCard: 'Paid by gift card',
    grandTotal: 'Amount payable (INR)',
  },
  inWords: (words: string) => `Amount in words: ${words}`,
  pricesInclusive: 'All prices include GST. Amounts in Indian rupees (INR).',
  reverseCharge: 'Tax payable on reverse charge: No',
  computerGenerated: 'This is a computer-generated invoice and needs no signature.',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  fileName: (number: string) => `tax-invoice-${number}.pdf`,
  notFound: 'Not found',
  signInRequired: 'Sign in to download this invoice.',
} as const;

/** Money as the invoice prints it: "Rs. 1,23,456.78" (Indian digit grouping). */
export const rs = (amount: number): string =>
  `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
