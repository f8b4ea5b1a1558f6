import { formatMoney } from '../../../common/money';

interface PriceProps {
  value: number;
  currency?: string;
  className?: string;
}

/** An amount as lib/money writes every amount: whole rupees, or with paise when it has them. */
export function Price({ value, currency, className }: PriceProps) {
  return <span className={className}>{formatMoney(value, { currency })}</span>;
}
