// Recently viewed (client only): the product page records what it shows; it and home show the row. The row's
// code (reading storage included) is a chunk of its own, asked for once the page has settled: home's sections
// are part of the first page's JavaScript, which has no room to spare. It sits at the end of either page.
import { whenPageSettled } from '../../lib/page-settled';
import { lazyComponent } from '../../ui/lazy/lazy-component';

export const RecentlyViewed = lazyComponent(() =>
  whenPageSettled().then(
    () => import(/* webpackChunkName: "recently-viewed" */ './components/recently-viewed'),
  ),
);
export { useRecordRecentlyViewed } from './hooks/use-recently-viewed';
