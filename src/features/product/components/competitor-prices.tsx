import { Price } from '../../../ui/price/price';
import type { CompetitorPriceView } from '../hooks/use-product-page';
import { PRODUCT_MESSAGES } from '../messages';

/** Other platforms' prices for the same product (SPEC 1), linking out to them. */
export function CompetitorPrices({ prices }: { prices: CompetitorPriceView[] }) {
  if (!prices.length) return null;
  return (
    <section className="competitor-prices" aria-label={PRODUCT_MESSAGES.competitorPrices}>
      <h2 className="competitor-prices__heading">{PRODUCT_MESSAGES.competitorPrices}</h2>
      <ul className="competitor-prices__list">
        {prices.map((entry) => (
          <li key={entry.platform} className="competitor-prices__item">
            {entry.url ? (
              <a href={entry.url} target="_blank" rel="noopener noreferrer">
                {entry.platform}
              </a>
            ) : (
              <span>{entry.platform}</span>
            )}{' '}
            <Price value={entry.price} currency={entry.currency} />
          </li>
        ))}
      </ul>
    </section>
  );
}
