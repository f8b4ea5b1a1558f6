import './price-breakdown.css';
import { useId } from 'react';
import { formatMoney } from '../../../common/money';
import { PRICE_MESSAGES } from '../../../common/price/messages';
import { lineAmountText, type BreakdownLine, type PriceBreakdown } from '../../../common/price/price-breakdown-model';

interface Props {
  breakdown: PriceBreakdown;
  /** The heading's level where the breakdown sits (2 on a page, 3 inside a step). */
  level?: 2 | 3;
  className?: string;
}

function Row({ line, total = false }: { line: BreakdownLine; total?: boolean }) {
  const modifier = total
    ? ' price-breakdown__row--total'
    : line.sign === 'charge'
      ? ''
      : ' price-breakdown__row--saving';
  return (
    <div className={`price-breakdown__row${modifier}`}>
      <dt>{line.label}</dt>
      <dd>{lineAmountText(line, (value) => formatMoney(value))}</dd>
    </div>
  );
}

/** "Price details": the one rendering of a cart's or an order's money (price-breakdown-model.ts). */
export function PriceBreakdownView({ breakdown, level = 2, className = '' }: Props) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`price-breakdown ${className}`.trim()} aria-labelledby={id}>
      <Heading id={id} className="price-breakdown__heading">
        {PRICE_MESSAGES.heading}
      </Heading>
      <dl className="price-breakdown__lines">
        {breakdown.lines.map((line) => (
          <Row key={line.id} line={line} />
        ))}
        <Row line={breakdown.total} total />
      </dl>
    </section>
  );
}
