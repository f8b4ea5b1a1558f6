import { formatMoney, formatMoneyFloat } from '../../lib/money';

interface PriceProps {
  value: number;
  currency?: string;
  /** Two decimals instead of whole rupees (SPEC 9). */
  float?: boolean;
  className?: string;
}

export function Price({ value, currency, float = false, className }: PriceProps) {
  const text = float ? formatMoneyFloat(value, { currency }) : formatMoney(value, { currency });
  return <span className={className}>{text}</span>;
}
