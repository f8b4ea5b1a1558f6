import './stock-alerts.css';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button/button';
import { Image } from '../../../ui/image/image';
import { PageBody } from '../../../ui/page-body/page-body';
import { LinkPager } from '../../../ui/pager/link-pager';
import {
  useStockAlertsPage,
  type StockAlertLine,
  type StockAlertsPageView,
} from '../hooks/use-stock-alerts-page';
import { STOCK_ALERT_MESSAGES as M } from '../messages';

function Line({ line, view }: { line: StockAlertLine; view: StockAlertsPageView }) {
  return (
    <li className="stock-alert">
      <Link to={line.href} className="stock-alert__image" tabIndex={-1} aria-hidden="true">
        {line.imageUrl ? (
          <Image resource={line.imageUrl} alt="" width={96} height={120} sizes="96px" />
        ) : null}
      </Link>
      <div className="stock-alert__info">
        <Link to={line.href} className="stock-alert__name">
          {line.name}
        </Link>
        <time className="stock-alert__state" dateTime={line.dateTime ?? undefined}>
          {line.state}
        </time>
      </div>
      <Button
        variant="secondary"
        className="stock-alert__unsubscribe"
        onClick={() => view.unsubscribe(line)}
        disabled={view.busyAlert !== null}
        aria-label={M.unsubscribeLabel(line.name)}
      >
        {M.unsubscribe}
      </Button>
    </li>
  );
}

function Lines({ view }: { view: StockAlertsPageView }) {
  if (view.lines.length === 0)
    return (
      <p className="stock-alerts-empty">
        {M.empty}{' '}
        <Link className="button button--primary" to="/">
          {M.startShopping}
        </Link>
      </p>
    );
  return (
    <>
      <p className="stock-alerts-page__count">{M.count(view.count)}</p>
      <ul className="stock-alerts" aria-label={M.title}>
        {view.lines.map((line) => (
          <Line key={line.alertId} line={line} view={view} />
        ))}
      </ul>
      <LinkPager
        className="stock-alerts-pager"
        currentPage={view.currentPage}
        totalPages={view.totalPages}
        pageHref={view.pageHref}
      />
    </>
  );
}

/** /stock-alerts: the products the shopper asked to hear about, waiting or already back, each to unsubscribe. */
export default function StockAlertsPage() {
  const view = useStockAlertsPage();
  return (
    <section className="stock-alerts-page site-width" aria-labelledby="stock-alerts-heading">
      <h1 id="stock-alerts-heading">{M.title}</h1>
      <PageBody view={view} loadingText={M.loading} errorText={M.loadError} retryText={M.retry}>
        <Lines view={view} />
      </PageBody>
    </section>
  );
}
