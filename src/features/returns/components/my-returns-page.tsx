import './returns.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { LinkPager } from '../../../ui/pager/link-pager';
import { useMyReturns, type MyReturnsView } from '../hooks/use-my-returns';
import { RETURN_MESSAGES as M } from '../messages';

function List({ view }: { view: MyReturnsView }) {
  if (view.lines.length === 0) return <p>{M.empty}</p>;
  return (
    <>
      <ul className="my-returns__list">
        {view.lines.map((line) => (
          <li key={line.uid} className="my-returns__item" aria-label={`${M.returnNumber}${line.number}`}>
            <h2>
              {M.returnNumber}
              {line.number}
            </h2>
            <dl>
              <dt>{M.date}</dt>
              <dd>{line.date}</dd>
              <dt>{M.order}</dt>
              <dd>
                <Link to={`/order-history/${encodeURIComponent(line.orderNumber)}`}>#{line.orderNumber}</Link>
              </dd>
              <dt>{M.items}</dt>
              <dd>{line.items.join(', ')}</dd>
              <dt>{M.status}</dt>
              <dd>{line.status}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <LinkPager
        className="my-returns__pager"
        currentPage={view.currentPage}
        totalPages={view.totalPages}
        pageHref={view.pageHref}
      />
    </>
  );
}

/** /returns: My Returns, each with its number, date, order, items and status. */
export default function MyReturnsPage() {
  const view = useMyReturns();
  let body;
  if (view.loading) body = <LoadingIndicator>{M.loading}</LoadingIndicator>;
  else if (view.error)
    body = (
      <p role="alert">
        {M.listLoadError} <Button onClick={view.retry}>{M.retry}</Button>
      </p>
    );
  else body = <List view={view} />;
  return (
    <article className="my-returns site-width" aria-labelledby="my-returns-heading">
      <h1 id="my-returns-heading">{M.myReturnsTitle}</h1>
      {body}
    </article>
  );
}
