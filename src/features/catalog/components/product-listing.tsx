import './product-listing.css';
import { memo, type ReactNode } from 'react';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/modal/modal';
import type { ListingKind } from '../constants';
import { useListingLayout } from '../hooks/use-listing-layout';
import { useProductListing, type ProductListingView } from '../hooks/use-product-listing';
import type { ListingBase } from '../listing-params';
import { LISTING_MESSAGES } from '../messages';
import { FilterList } from './filter-list';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortControl } from './sort-control';

interface ProductListingProps {
  base: ListingBase;
  kind: ListingKind;
  /** What to say when the listing itself (before any filter) has no products. */
  emptyMessage: string;
  /** Shown instead (a search's suggestions), with neither filters nor sort: there is nothing to narrow. */
  emptyContent?: ReactNode;
}

function Results({ view, emptyMessage }: { view: ProductListingView; emptyMessage: string }) {
  if (view.error)
    return (
      <p className="product-listing__message" role="alert">
        {LISTING_MESSAGES.loadError}
      </p>
    );
  if (!view.loading && view.products.length === 0)
    return (
      <p className="product-listing__message">
        {view.hasFilters ? LISTING_MESSAGES.emptyFiltered : emptyMessage}
      </p>
    );
  return <ProductGrid products={view.products} loading={view.loading} listing />;
}

/** The listing found nothing before any filter: filters and sort have nothing to work on, so they go. */
const isEmpty = (view: ProductListingView) =>
  !view.loading && !view.error && !view.hasFilters && view.totalCount === 0;

/**
 * Filters, sort, the gallery and pagination of a category or search (SPEC 2.4 "Category page layout").
 * Memo (with a stable `base`): the page around it re-renders when its own title or trail arrives.
 */
export const ProductListing = memo(function ProductListing({
  base,
  kind,
  emptyMessage,
  emptyContent,
}: ProductListingProps) {
  const layout = useListingLayout();
  const view = useProductListing(base, kind, layout.filtersShown);
  if (isEmpty(view))
    return (
      <div className="product-listing product-listing--empty">
        {emptyContent ?? <p className="product-listing__message">{emptyMessage}</p>}
      </div>
    );
  const filters = (
    <FilterList
      groups={view.groups}
      hasFilters={view.hasFilters}
      onToggle={view.toggleFilter}
      onClear={view.clearFilters}
    />
  );
  return (
    <div className="product-listing">
      {layout.compact ? null : (
        <aside className="product-listing__sidebar" aria-label={LISTING_MESSAGES.filters}>
          <h2 className="product-listing__sidebar-title">{LISTING_MESSAGES.filters}</h2>
          {filters}
        </aside>
      )}
      <div className="product-listing__content">
        <div className="product-listing__heading">
          <p className="product-listing__count">
            {view.totalCount === null ? null : LISTING_MESSAGES.itemCount(view.totalCount)}
          </p>
          <div className="product-listing__buttons">
            {layout.compact ? (
              <Button
                variant="secondary"
                className="product-listing__filter-button"
                onClick={layout.openFilters}
              >
                {LISTING_MESSAGES.openFilters}
              </Button>
            ) : null}
            <SortControl
              options={view.sortOptions}
              current={view.sort}
              onSelect={view.selectSort}
              compact={layout.compact}
            />
          </div>
        </div>
        {layout.compact ? (
          <p className="product-listing__sorted-by">{LISTING_MESSAGES.sortedBy(view.sort.label)}</p>
        ) : null}
        <Results view={view} emptyMessage={emptyMessage} />
        <Pagination current={view.currentPage} total={view.totalPages} hrefFor={view.pageHref} />
      </div>
      <Modal
        open={layout.filtersOpen}
        title={LISTING_MESSAGES.filters}
        onClose={layout.closeFilters}
        primaryAction={{ label: LISTING_MESSAGES.showResults, onClick: layout.closeFilters }}
        secondaryAction={
          view.hasFilters ? { label: LISTING_MESSAGES.clearAll, onClick: view.clearFilters } : undefined
        }
      >
        {filters}
      </Modal>
    </div>
  );
});
