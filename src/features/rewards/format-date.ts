// The ledger's dates are UTC 'YYYY-MM-DD HH:MM:SS': shown as the date alone, the Indian way (25 Nov 2026),
// and as given when they do not parse.
const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatLedgerDate(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return DATE.format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}
