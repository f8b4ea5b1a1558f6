import './bills.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { BILL_HISTORY_PATH, categoryHref } from '../constants';
import { useBillerCatalogue, type BillerCatalogueView } from '../hooks/use-biller-catalogue';
import { BILL_MESSAGES as M } from '../messages';
import { BillForm } from './bill-form';

function CategoryNav({ view }: { view: BillerCatalogueView }) {
  return (
    <nav aria-label={M.categoriesLabel}>
      <ul className="bills-categories">
        {view.categories.map((category) => (
          <li key={category.uid}>
            <Link
              className="bills-category"
              to={categoryHref(category.segment)}
              aria-current={view.category?.uid === category.uid ? 'page' : undefined}
            >
              {category.icon ? (
                <img src={category.icon} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Billers({ view }: { view: BillerCatalogueView }) {
  if (view.billersLoading) return <LoadingIndicator>{M.loading}</LoadingIndicator>;
  if (view.billersError) return <p role="alert">{M.billersError}</p>;
  if (view.billers.length === 0) return <p>{M.noBillers}</p>;
  return (
    <>
      <div className="bills-field">
        <label htmlFor="biller">{M.biller}</label>
        <select id="biller" value={view.biller?.id ?? ''} onChange={(e) => view.chooseBiller(e.target.value)}>
          <option value="" disabled>
            {M.chooseBiller}
          </option>
          {view.billers.map((biller) => (
            <option key={biller.id} value={biller.id}>
              {biller.name}
            </option>
          ))}
        </select>
      </div>
      {view.biller ? <BillForm key={view.biller.id} biller={view.biller} /> : null}
    </>
  );
}

/** /setu?p={segment}: pay a bill or recharge: category, biller, its details, then a gateway. */
export default function SetuPage() {
  const view = useBillerCatalogue(M.payTitle);
  let body;
  if (view.loading) body = <LoadingIndicator>{M.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {M.categoriesError} <Button onClick={view.retry}>{M.retry}</Button>
      </p>
    );
  else
    body = (
      <>
        {view.unknownSegment ? (
          <p className="bills-message" role="alert">
            {M.unknownCategory(view.unknownSegment)}
          </p>
        ) : null}
        {view.category ? null : <p>{M.chooseCategory}</p>}
        <CategoryNav view={view} />
        {view.category ? (
          <section className="bills-panel" aria-labelledby="bills-category-heading">
            <h2 id="bills-category-heading">{view.category.name}</h2>
            <Billers view={view} />
          </section>
        ) : null}
      </>
    );
  return (
    <section className="bills-page site-width" aria-labelledby="bills-heading">
      <div className="bills-page__head">
        <h1 id="bills-heading">{M.payTitle}</h1>
        <Link to={BILL_HISTORY_PATH}>{M.historyTitle}</Link>
      </div>
      {body}
    </section>
  );
}
