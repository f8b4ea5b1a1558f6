// Reads a "Price details" breakdown (ui/price/price-breakdown.tsx) as a shopper reads it: each line's label and
// amount, in order, grand total last. Comparing whole lists checks that no line is missing or extra.
import { within } from '@testing-library/react';

/** ["Price (1 item): ₹48,997", "Shipping: Free", …, "Grand total: ₹48,997"] */
export function breakdownLines(region: HTMLElement): string[] {
  const terms = within(region).getAllByRole('term');
  const amounts = within(region).getAllByRole('definition');
  return terms.map((term, i) => `${term.textContent}: ${amounts[i]?.textContent ?? ''}`);
}
