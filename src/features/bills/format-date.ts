/** Magento's 'YYYY-MM-DD HH:MM:SS' (UTC) as '26 Nov 2026'; anything else as given. */
export function formatPaymentDate(value: string | null): string {
  if (!value) return '';
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
