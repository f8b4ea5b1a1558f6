// The real server (main.ts's startServer: Node's HTTP server, a data folder seeded on first start) on a free
// port, for tests about what only a socket shows: the Host header a client wrote, parallel clients, timeouts.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { readConfig, type ServerConfig } from '../config';
import { startServer } from '../main';
import { makeTempDir } from './temp-dir';

export interface ListeningShop {
  /** http://127.0.0.1:port: where the socket is, which is not the shop's public origin. */
  address: string;
  config: ServerConfig;
  close(): Promise<void>;
}

/** Starts the server with these environment variables (PORT, DATA_DIR and STATIC_DIR are chosen here). */
export async function startListeningShop(env: Record<string, string> = {}): Promise<ListeningShop> {
  const dataDir = makeTempDir('shop-listening-');
  // A fresh folder, seeded on purpose (a configured DATA_DIR is never seeded otherwise).
  const config = readConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'dist'),
    SEED_ON_START: 'true',
    ...env,
  });
  const server = startServer(config);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    config,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with exactly these headers, Host included (fetch() would write its own Host). */
export function rawRequest(
  address: string,
  pathAndQuery: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: pathAndQuery, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
