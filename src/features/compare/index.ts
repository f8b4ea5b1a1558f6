// Compare: the button product cards and the product page show, and the bar the shell shows. Their code (the
// list, its queries and mutations) is one chunk that loads once the first page has settled: cards are on the
// first page a shopper sees, whose JavaScript has no room to spare. The compare page is a route the router
// loads on demand by path.
import { whenPageSettled } from '../../lib/page-settled';
import { lazyComponent } from '../../ui/lazy/lazy-component';

const compareChunk = () =>
  whenPageSettled().then(() => import(/* webpackChunkName: "compare" */ './components/compare-chunk'));

export const CompareButton = lazyComponent(() => compareChunk().then((m) => ({ default: m.CompareToggle })));
export const CompareBar = lazyComponent(() => compareChunk().then((m) => ({ default: m.CompareBar })));
export type { CompareItem } from './compare-item';
