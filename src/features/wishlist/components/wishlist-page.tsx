import './wishlist.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { Image } from '../../../ui/image/image';
import { PageBody } from '../../../ui/page-body/page-body';
import { Price } from '../../../ui/price/price';
import { useWishlistPage, type WishlistLine, type WishlistPageView } from '../hooks/use-wishlist-page';
import { WISHLIST_MESSAGES as M } from '../messages';
import { LinkPager } from '../../../ui/pager/link-pager';

function Line({ line, view }: { line: WishlistLine; view: WishlistPageView }) {
  const busy = view.busyItem !== null;
  return (
    <li className="wishlist-line">
      <Link to={line.href} className="wishlist-line__image" tabIndex={-1} aria-hidden="true">
        {line.imageUrl ? (
          <Image resource={line.imageUrl} alt="" width={96} height={120} sizes="96px" />
        ) : null}
      </Link>
      <div className="wishlist-line__info">
        <Link to={line.href} className="wishlist-line__name">
          {line.name}
        </Link>
        <span className="wishlist-line__prices">
          <Price value={line.price} currency={line.currency ?? undefined} />
          {line.regularPrice > line.price ? (
            <s>
              <Price value={line.regularPrice} currency={line.currency ?? undefined} />
            </s>
          ) : null}
        </span>
        {line.inStock ? null : <span className="wishlist-line__stock">{M.outOfStock}</span>}
      </div>
      <div className="wishlist-line__actions">
        {line.needsOptions ? (
          <Link className="button button--primary" to={line.href} aria-label={M.chooseOptions(line.name)}>
            {M.chooseLabel}
          </Link>
        ) : (
          <Button
            onClick={() => view.moveToCart(line)}
            disabled={busy || !line.inStock}
            aria-label={M.moveToCart(line.name)}
          >
            {M.moveLabel}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => view.remove(line)}
          disabled={busy}
          aria-label={M.remove(line.name)}
        >
          {M.removeLabel}
        </Button>
      </div>
    </li>
  );
}

function Pager({ view }: { view: WishlistPageView }) {
  return (
    <LinkPager
      className="wishlist-pager"
      currentPage={view.currentPage}
      totalPages={view.totalPages}
      pageHref={view.pageHref}
    />
  );
}

function Lines({ view }: { view: WishlistPageView }) {
  if (view.lines.length === 0)
    return (
      <p className="wishlist-empty">
        {M.empty}{' '}
        <Link className="button button--primary" to="/">
          {M.startShopping}
        </Link>
      </p>
    );
  return (
    <>
      <p className="wishlist-page__count">{M.count(view.count)}</p>
      <ul className="wishlist-lines" aria-label={M.title}>
        {view.lines.map((line) => (
          <Line key={line.itemId} line={line} view={view} />
        ))}
      </ul>
      <Pager view={view} />
    </>
  );
}

/** /wishlist: what the customer saved, with prices; each can be removed or moved to the cart. */
export default function WishlistPage() {
  const view = useWishlistPage();
  return (
    <section className="wishlist-page site-width" aria-labelledby="wishlist-heading">
      <h1 id="wishlist-heading">{M.title}</h1>
      <PageBody view={view} loadingText={M.loading} errorText={M.loadError} retryText={M.retry}>
        <Lines view={view} />
      </PageBody>
    </section>
  );
}
