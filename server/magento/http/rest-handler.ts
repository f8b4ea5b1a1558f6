// Runs a REST route: JSON in, JSON out, Magento's error shape ({ message, parameters }) on failure.
// A user's mistake is a 4xx with a clear message, never a 500.
import type { Db } from '../db/connection';
import type { StandInConfig } from '../config';
import { buildContext, UnknownStoreError } from '../context';
import { RestError, type RestRouter } from './rest-router';
import { BodyTooLargeError, readBodyText } from '../../lib/body';
import { carryPeer } from '../../lib/client-address';
import { logError, loggableUrl } from '../../lib/log';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function handleRest(request: Request, router: RestRouter, db: Db, config: StandInConfig) {
  const url = new URL(request.url);
  // /rest/V1/... or /rest/{storeCode}/V1/...; a store code in the path wins over the header.
  const m = /^\/rest(?:\/([a-z0-9_]+))?\/V1(\/.*)$/.exec(url.pathname);
  if (!m) return json(404, { message: 'Request does not match any route.' });
  const headers = new Headers(request.headers);
  if (m[1] && m[1] !== 'all' && m[1] !== 'default') headers.set('store', m[1]);
  const route = router.match(request.method, m[2] ?? '');
  if (!route) return json(404, { message: 'Request does not match any route.' });
  try {
    const copy = carryPeer(request, new Request(request.url, { method: request.method, headers }));
    const context = buildContext(db, config, copy);
    let body: unknown = null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const text = await readBodyText(request, config.limits.maxBodyBytes);
      if (text.trim()) {
        try {
          body = JSON.parse(text);
        } catch {
          return json(400, { message: 'Decoding error.' }); // Magento's production-mode message
        }
      }
    }
    const result = await route.handler({ params: route.params, body, query: url.searchParams, context });
    // A route that needs its own headers (e.g. checkout's X-Payment-Url) answers a Response itself.
    if (result instanceof Response) return result;
    return json(200, result);
  } catch (e) {
    // Magento's ErrorProcessor adds `parameters` only when the message has some.
    if (e instanceof RestError) {
      const hasParameters = Object.keys(e.parameters).length > 0;
      return json(
        e.status,
        hasParameters ? { message: e.message, parameters: e.parameters } : { message: e.message },
      );
    }
    if (e instanceof BodyTooLargeError) return json(413, { message: e.message });
    if (e instanceof UnknownStoreError) return json(404, { message: 'Requested store is not found' });
    logError(`REST ${request.method} ${loggableUrl(request.url)} failed`, e);
    return json(500, { message: 'Internal Error. Details are available in Magento log file.' });
  }
}
