// The sandbox gateways' hosted payment page: the order, the amount and the provider's methods, with a button
// to pay (approve) and one to make the payment fail. Plain server-rendered HTML; every value is escaped.
import { escapeHtml } from '../../lib/escape-html';
import type { GatewayMethod } from '../../../common/checkout/gateway-methods';
import type { Gateway } from './gateways';
import { FAVICON } from '../../../common/server-paths';
import { formatMoney } from '../../../common/money';
import type { EmiPlan } from '../schema/emi/emi-plans';
import { emiFieldset } from './emi-options';

/** The amount as every page of the shop writes it (whole rupees, paise only when there are some). */
const inr = (amount: number) => formatMoney(amount);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1c1c1e;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}
fieldset{border:1px solid #ccd;border-radius:8px;margin:0 0 1rem;padding:.5rem 1rem}
label{display:block;padding:.4rem 0}button{font:inherit;width:100%;padding:.75rem;border-radius:8px;border:0;
margin-top:.5rem;cursor:pointer}.pay{background:#1a56db;color:#fff}.fail{background:#fde8e8;color:#9b1c1c}
.note{font-size:.85rem;color:#555}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="${FAVICON}"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface PaymentPageModel {
  gateway: Gateway;
  orderNumber: string;
  /** What is paid for, as the page's first line: 'Order #000000012', or a bill payment's. */
  label: string;
  amount: number;
  methods: readonly GatewayMethod[];
  /** The method the shop asked the page to open on (the one the shopper chose there), if offered. */
  chosen: string | null;
  /** Where the form posts (the page's own path). */
  action: string;
  /** Zepp_Emi: the card EMI plans offered for the amount (none: no EMI choice on the page). */
  emiPlans: readonly EmiPlan[];
}

export function paymentPage(m: PaymentPageModel): string {
  const chosen = m.methods.find((method) => method.code === m.chosen) ?? m.methods[0];
  const options = m.methods
    .map(
      (method) =>
        `<label><input type="radio" name="method" value="${escapeHtml(method.code)}"${method === chosen ? ' checked' : ''}> ${escapeHtml(method.label)}</label>`,
    )
    .join('');
  return layout(
    `${m.gateway.title} – pay for ${m.label}`,
    `<h1>${escapeHtml(m.gateway.title)} (sandbox)</h1>
<p>${escapeHtml(m.label)}</p><p class="amount">${escapeHtml(inr(m.amount))}</p>
<form method="post" action="${escapeHtml(m.action)}">
<fieldset><legend>Pay with</legend>${options}</fieldset>${emiFieldset(m.emiPlans)}
<button class="pay" type="submit" name="outcome" value="approve">Pay ${escapeHtml(inr(m.amount))}</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail this payment</button>
</form><p class="note">A test payment: no money moves.</p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`);
}
