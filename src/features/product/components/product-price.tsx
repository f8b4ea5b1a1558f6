import { formatMoney } from '../../../../common/money';
import { Price } from '../../../ui/price/price';
import { PRODUCT_MESSAGES } from '../messages';
import type { PriceView } from '../product-model';

/** Final price; when discounted, the regular price struck through and the saving (SPEC 3, 9). */
export function ProductPrice({ price, surcharge }: { price: PriceView; surcharge: number | null }) {
  const { final, regular, currency, discount } = price;
  return (
    <div className="product-price">
      <p className="product-price__line">
        <span className="visually-hidden">{PRODUCT_MESSAGES.price} </span>
        <Price className="product-price__final" value={final} currency={currency} />
        {discount ? (
          <>
            {' '}
            <del className="product-price__regular">
              <span className="visually-hidden">{PRODUCT_MESSAGES.regularPrice} </span>
              <Price value={regular} currency={currency} />
            </del>{' '}
            <span className="product-price__discount">
              {PRODUCT_MESSAGES.discount(formatMoney(discount.amountOff, { currency }), discount.percentOff)}
            </span>
          </>
        ) : null}
      </p>
      {surcharge ? (
        <p className="product-price__surcharge">
          {PRODUCT_MESSAGES.surcharge(formatMoney(surcharge, { currency }))}
        </p>
      ) : null}
    </div>
  );
}
