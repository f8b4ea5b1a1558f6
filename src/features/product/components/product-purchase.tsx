import { useId } from 'react';
import { Button } from '../../../ui/button/button';
import type { ProductPageView } from '../hooks/use-product-page';
import { PRODUCT_MESSAGES } from '../messages';
import { ProductOptions } from './product-options';
import { QuantityStepper } from './quantity-stepper';

type PurchaseProps = Pick<
  ProductPageView,
  | 'options'
  | 'chooseOption'
  | 'optionsHint'
  | 'quantity'
  | 'canAddToCart'
  | 'isAdding'
  | 'addToCart'
  | 'isBuying'
  | 'buyNow'
>;

/**
 * Options, quantity, Add to Cart and Buy Now (straight to checkout with just this product), both enabled once
 * every option is chosen and in stock.
 */
export function ProductPurchase(view: PurchaseProps) {
  const hintId = useId();
  return (
    <div className="product-purchase">
      <ProductOptions options={view.options} onChoose={view.chooseOption} />
      <div className="product-purchase__row">
        <QuantityStepper quantity={view.quantity} />
        <Button
          className="product-purchase__add"
          disabled={!view.canAddToCart}
          aria-describedby={view.optionsHint ? hintId : undefined}
          onClick={view.addToCart}
        >
          {view.isAdding ? PRODUCT_MESSAGES.adding : PRODUCT_MESSAGES.addToCart}
        </Button>
        <Button
          variant="secondary"
          className="product-purchase__buy-now"
          disabled={!view.canAddToCart || view.isBuying}
          aria-describedby={view.optionsHint ? hintId : undefined}
          onClick={view.buyNow}
        >
          {view.isBuying ? PRODUCT_MESSAGES.buyingNow : PRODUCT_MESSAGES.buyNow}
        </Button>
      </div>
      {view.optionsHint ? (
        <p id={hintId} className="product-purchase__hint">
          {view.optionsHint}
        </p>
      ) : null}
    </div>
  );
}
