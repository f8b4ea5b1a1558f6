// The whole backend as one fetch-style handler: tests call app.fetch(new Request(...)) in process;
// main.ts adapts it to Node's HTTP server.
import type { Db } from './db/connection';
import type { ServerConfig } from './config';
import { createGraphqlHandler } from './graphql/yoga';
import { buildRestRouter } from './rest';
import { handleRest } from './http/rest-handler';

export interface App {
  fetch(request: Request): Promise<Response>;
}

export function createApp({ db, config }: { db: Db; config: ServerConfig }): App {
  const graphql = createGraphqlHandler(db, config);
  const rest = buildRestRouter();
  return {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname === '/graphql') return graphql.fetch(request);
      if (pathname.startsWith('/rest/')) return handleRest(request, rest, db, config);
      return new Response('Not found', { status: 404 });
    },
  };
}
