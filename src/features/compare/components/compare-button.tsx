// The compare button of product cards and the product page. Cards are on the first page a shopper sees, whose
// JavaScript has no room to spare: the button's code (the list, its queries and mutations) is the compare
// chunk, asked for once the first page has settled. Laid over the card's picture (or in room the product page
// keeps for it), its arrival moves nothing.
import { whenPageSettled } from '../../../lib/page-settled';
import { lazyComponent } from '../../../ui/lazy/lazy-component';

export const CompareButton = lazyComponent(() =>
  whenPageSettled().then(() => import(/* webpackChunkName: "compare" */ './compare-toggle')),
);
