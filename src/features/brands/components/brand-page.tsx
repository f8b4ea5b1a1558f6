import './brand-page.css';
import { Shimmer } from '../../../ui/shimmer/shimmer';
import { NotFoundView } from '../../routing';
import { useBrandPage, type BrandPageView } from '../hooks/use-brand-page';
import { BRAND_MESSAGES } from '../messages';
import { BrandProducts } from './brand-products';
import { LinkPager } from '../../../ui/pager/link-pager';

function BrandHeader({ view }: { view: BrandPageView }) {
  return (
    <header className="brand-page__header">
      {view.logo ? (
        <img
          className="brand-page__logo"
          src={view.logo}
          alt={BRAND_MESSAGES.logoAlt(view.name)}
          width={240}
          height={120}
        />
      ) : null}
      <h1 className="brand-page__title">{view.name}</h1>
      {view.totalCount === null ? null : (
        <p className="brand-page__count">{BRAND_MESSAGES.itemCount(view.totalCount)}</p>
      )}
    </header>
  );
}

function Pager({ view }: { view: BrandPageView }) {
  return (
    <LinkPager
      className="brand-page__pager"
      currentPage={view.currentPage}
      totalPages={view.totalPages}
      pageHref={view.pageHref}
      labels={{
        label: BRAND_MESSAGES.pagination,
        previous: BRAND_MESSAGES.previousPage,
        next: BRAND_MESSAGES.nextPage,
      }}
    />
  );
}

/** /brands/{brand}.html: the brand's name and logo, and its products six to a page. */
export default function BrandPage() {
  const view = useBrandPage();
  if (view.notFound) return <NotFoundView />;
  return (
    <article className="brand-page site-width">
      {view.loadingBrand ? (
        <div className="brand-page__header" role="status" aria-label={BRAND_MESSAGES.loadingBrand}>
          <Shimmer width={240} height={120} />
          <Shimmer width="12rem" height="2rem" />
        </div>
      ) : (
        <BrandHeader view={view} />
      )}
      <BrandProducts view={view} />
      <Pager view={view} />
    </article>
  );
}
