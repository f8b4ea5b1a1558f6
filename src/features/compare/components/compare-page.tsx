import './compare-page.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { Image } from '../../../ui/image/image';
import { PageBody } from '../../../ui/page-body/page-body';
import type { CompareColumn } from '../compare-table';
import { useComparePage, type ComparePageView } from '../hooks/use-compare-page';
import { COMPARE_MESSAGES as M } from '../messages';

function ProductHead({ column, view }: { column: CompareColumn; view: ComparePageView }) {
  return (
    <th scope="col" className="compare-table__product">
      <Link to={column.href} className="compare-table__image" tabIndex={-1} aria-hidden="true">
        {column.imageUrl ? (
          <Image resource={column.imageUrl} alt="" width={120} height={150} sizes="120px" />
        ) : null}
      </Link>
      <Link to={column.href} className="compare-table__name">
        {column.name}
      </Link>
      <span className="compare-table__price">{column.price}</span>
      <Button
        variant="secondary"
        onClick={() => view.remove(column)}
        disabled={view.busy}
        aria-label={M.remove(column.name)}
      >
        {M.removeLabel}
      </Button>
    </th>
  );
}

function Table({ view }: { view: ComparePageView }) {
  return (
    // Scrolls sideways on a phone (the feature names stay in view); a keyboard scrolls it through the links and
    // buttons of each product's column.
    <div className="compare-table__scroller" role="region" aria-label={M.table(view.columns.length)}>
      <table className="compare-table">
        <caption className="visually-hidden">{M.table(view.columns.length)}</caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__feature">
              {M.feature}
            </th>
            {view.columns.map((column) => (
              <ProductHead key={column.uid} column={column} view={view} />
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.code} className={row.differs ? 'compare-table__row--differs' : undefined}>
              <th scope="row" className="compare-table__feature">
                {row.label}
                {row.differs ? <span className="compare-table__differs"> {M.differs}</span> : null}
              </th>
              {row.values.map((value, index) => (
                <td key={view.columns[index]?.uid ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Comparison({ view }: { view: ComparePageView }) {
  if (view.columns.length === 0)
    return (
      <p className="compare-page__empty">
        {M.empty}{' '}
        <Link className="button button--primary" to="/">
          {M.startShopping}
        </Link>
      </p>
    );
  return (
    <>
      {view.columns.length === 1 ? (
        <p className="compare-page__hint">{M.addAnother}</p>
      ) : (
        <label className="compare-page__only-differences">
          <input
            type="checkbox"
            checked={view.onlyDifferences}
            onChange={(event) => view.setOnlyDifferences(event.target.checked)}
          />
          {M.onlyDifferences}
        </label>
      )}
      {view.onlyDifferences && !view.anyDiffers ? <p>{M.noDifferences}</p> : null}
      <Table view={view} />
    </>
  );
}

/** /compare.html: the shopper's products side by side, features as rows, the rows that differ marked. */
export default function ComparePage() {
  const view = useComparePage();
  return (
    <section className="site-width compare-page" aria-labelledby="compare-page-title">
      <h1 id="compare-page-title">{M.title}</h1>
      <PageBody view={view} loadingText={M.loading} errorText={M.loadError} retryText={M.retry}>
        <Comparison view={view} />
      </PageBody>
    </section>
  );
}
