/** What the order page's Invoices section says. */
export const INVOICE_MESSAGES = {
  heading: 'Invoices',
  invoice: (number: string) => `Invoice #${number}`,
  total: 'Total',
  none: 'Your tax invoice will be here once the order is paid (for cash on delivery: once it is delivered).',
  download: 'Download tax invoice',
  downloadLabel: (number: string) => `Download tax invoice #${number}`,
  downloading: 'Downloading…',
  loadError: 'We could not load your invoices. Please try again.',
  retry: 'Try again',
  downloadFailed: 'We could not download the invoice. Please try again.',
  signInAgain: 'Your session has ended. Please sign in again to download the invoice.',
  /** The saved file's name. */
  fileName: (number: string) => `tax-invoice-${number}.pdf`,
} as const;
