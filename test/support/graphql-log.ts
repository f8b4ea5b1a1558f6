// The /graphql operations a test's app sends, in order, each with whether the page was on screen when it went
// out (to tell a page's boot-time request from one its render made).
import { server } from './msw-server';

export interface LoggedOperation {
  name: string;
  pageShown: boolean;
}

export function logGraphqlOperations(pageShown: () => boolean): LoggedOperation[] {
  const log: LoggedOperation[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/graphql')) return;
    const query = url.searchParams.get('query') ?? '';
    const name =
      url.searchParams.get('operationName') ?? /^\s*\w+\s+(\w+)/.exec(query)?.[1] ?? request.method;
    log.push({ name, pageShown: pageShown() });
  });
  return log;
}
