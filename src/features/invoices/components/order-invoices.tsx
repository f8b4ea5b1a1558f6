import { Button } from '../../../ui/button/button';
import { Price } from '../../../ui/price/price';
import { useOrderInvoices } from '../hooks/use-order-invoices';
import { INVOICE_MESSAGES as M } from '../messages';

/**
 * The order page's tax invoices: each with its total and a download. Plain markup in the page's own boxes (no
 * style sheet: one more CSS chunk would load on every page).
 */
export default function OrderInvoices({
  orderNumber,
  className,
}: {
  orderNumber: string;
  className?: string;
}) {
  const view = useOrderInvoices(orderNumber);
  let body;
  if (view.loading) body = null;
  else if (view.loadError)
    body = (
      <p role="alert">
        {M.loadError} <Button onClick={view.retry}>{M.retry}</Button>
      </p>
    );
  else if (view.invoices.length === 0) body = <p>{M.none}</p>;
  else
    body = (
      <ul>
        {view.invoices.map((invoice) => (
          <li key={invoice.id}>
            <p>
              {M.invoice(invoice.number)}
              {invoice.total !== null ? (
                <>
                  {' · '}
                  {M.total}: <Price value={invoice.total} currency={invoice.currency} />
                </>
              ) : null}
            </p>
            <Button
              onClick={() => view.download(invoice)}
              disabled={view.downloading !== null}
              aria-label={M.downloadLabel(invoice.number)}
            >
              {view.downloading === invoice.id ? M.downloading : M.download}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className={className} aria-label={M.heading} aria-busy={view.loading || undefined}>
      <h2>{M.heading}</h2>
      {body}
      {view.downloadError ? <p role="alert">{view.downloadError}</p> : null}
    </section>
  );
}
