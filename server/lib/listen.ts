// A fetch-style handler on Node's HTTP server, with the socket's address handed to it (lib/client-address.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';

type Handler = (request: Request, peer: { address?: string }) => Promise<Response>;

/** Listens on `port` (0: a free one) and calls `ready` with the port it got; SIGTERM and SIGINT close it. */
export function listen(handler: Handler, port: number, ready: (port: number) => void): http.Server {
  const server = http.createServer(
    createServerAdapter<{ req: http.IncomingMessage }>((request, { req }) =>
      handler(request, { address: req.socket.remoteAddress }),
    ),
  );
  server.listen(port, () => ready((server.address() as AddressInfo).port));
  const stop = () => server.close();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
