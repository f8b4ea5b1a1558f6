// The recently viewed row where a page shows it (home, the product page): nothing at all when the shopper has
// opened no other product, else its room below the fold, and the cards once the shopper nears it.
import { NearViewport } from '../../../ui/near-viewport/near-viewport';
import { ROW_MIN_HEIGHT } from '../constants';
import { useRecentlyViewedSkus } from '../hooks/use-recently-viewed';
import { RECENTLY_VIEWED_MESSAGES as M } from '../messages';
import RecentlyViewedRow from './recently-viewed-row';

export default function RecentlyViewed({ exclude }: { exclude?: string | null }) {
  const skus = useRecentlyViewedSkus(exclude);
  if (!skus.length) return null;
  return (
    <NearViewport minHeight={ROW_MIN_HEIGHT} label={M.loading}>
      <RecentlyViewedRow skus={skus} />
    </NearViewport>
  );
}
