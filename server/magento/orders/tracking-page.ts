// The shop's own tracking page, GET /tracking/{carrier}/{number}: where ShipmentTracking.url points when the
// courier has no tracking URL configured (tracking-urls.ts). It shows the parcel's events (shipped, delivered)
// and nothing else: anyone with the number may open it, so no name, address, order number or item is on it.
// Plain server-rendered HTML; every value is escaped.
import { escapeHtml } from '../../lib/escape-html';
import { FAVICON } from '../../../common/server-paths';
import type { Db } from '../db/connection';
import { standalonePagePolicy } from '../http/page-policy';
import { findTrack } from '../db/repositories/order-lifecycle';
import { findOrderById } from '../db/repositories/orders';
import { TRACKING_PAGE as T } from './lifecycle-messages';
import { TRACKING_PATH } from './tracking-urls';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1c1c1e;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}ol{list-style:none;padding:0;margin:1rem 0}
li{padding:.5rem 0;border-bottom:1px solid #e5e7eb}time{display:block;color:#555;font-size:.9rem}
.note{font-size:.85rem;color:#555}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="${FAVICON}"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** 'YYYY-MM-DD HH:MM:SS' UTC as the shopper reads it: India's date and time. */
function when(utc: string): { iso: string; text: string } {
  const ms = Date.parse(`${utc.replace(' ', 'T')}Z`);
  const text = new Date(ms).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return { iso: new Date(ms).toISOString(), text };
}

const event = (label: string, utc: string) => {
  const t = when(utc);
  return `<li><strong>${escapeHtml(label)}</strong><time datetime="${escapeHtml(t.iso)}">${escapeHtml(t.text)}</time></li>`;
};

const HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const page = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': standalonePagePolicy(body),
      ...HEADERS,
    },
  });

const notFound = () =>
  page(
    404,
    layout(T.notFoundTitle, `<h1>${escapeHtml(T.notFoundTitle)}</h1><p>${escapeHtml(T.notFound)}</p>`),
  );

export function handleTrackingPage(request: Request, db: Db): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', ...HEADERS } });
  const path = new URL(request.url).pathname.slice(TRACKING_PATH.length);
  const m = /^([a-z0-9_-]{1,32})\/([A-Za-z0-9-]{1,40})$/.exec(path);
  const track = m ? findTrack(db, m[1]!, m[2]!) : undefined;
  if (!track || track.track_number === null) return notFound();
  const order = findOrderById(db, track.order_id);
  const delivered = order?.delivered_at ? event(T.delivered, order.delivered_at) : '';
  const state = delivered ? '' : `<li><strong>${escapeHtml(T.inTransit)}</strong></li>`;
  const title = T.title(track.title, track.track_number);
  return page(
    200,
    layout(
      title,
      `<h1>${escapeHtml(T.heading)}</h1><p>${escapeHtml(title)}</p>
<ol>${event(T.shipped, track.shipped_at)}${state}${delivered}</ol><p class="note">${escapeHtml(T.note)}</p>`,
    ),
  );
}
