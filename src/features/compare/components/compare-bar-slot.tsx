// The compare bar, which the shell's deferred part shows on every page: its code is the compare chunk (shared
// with the button), asked for once the first page has settled.
import { whenPageSettled } from '../../../lib/page-settled';
import { lazyComponent } from '../../../ui/lazy/lazy-component';

export const CompareBar = lazyComponent(() =>
  whenPageSettled().then(() => import(/* webpackChunkName: "compare" */ './compare-bar')),
);
