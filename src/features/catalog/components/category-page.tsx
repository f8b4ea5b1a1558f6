import './category-page.css';
import { memo, useMemo } from 'react';
import type { RootComponentProps } from '../../routing';
import { useCategoryPage } from '../hooks/use-category-page';
import { LISTING_MESSAGES } from '../messages';
import { Breadcrumbs } from '../../../ui/breadcrumbs/breadcrumbs';
import { ProductListing } from './product-listing';

/** The CATEGORY root component's default variant: trail, title, filters, sort, products, pages (SPEC 2.4). */
function CategoryPage({ id, name }: RootComponentProps) {
  const view = useCategoryPage(id, name);
  // Stable, so the (memo) listing is not rendered again when the category's title and trail arrive.
  const base = useMemo(() => ({ categoryUid: id }), [id]);
  return (
    <article className="category-page site-width">
      <Breadcrumbs
        trail={view.breadcrumbs}
        current={view.title}
        label={LISTING_MESSAGES.breadcrumbs}
        homeLabel={LISTING_MESSAGES.home}
      />
      <h1 className="category-page__title">{view.title}</h1>
      <ProductListing key={id} base={base} kind="category" emptyMessage={LISTING_MESSAGES.emptyCategory} />
    </article>
  );
}

/** Memo: the catch-all renders the page again, with the same route, whenever its own query's answer is rewritten. */
export default memo(CategoryPage);
