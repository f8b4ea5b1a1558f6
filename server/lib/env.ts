// Reading the environment's settings (documented in .env.example): the parsers both servers' configs use, so a
// setting they share (PORT, PUBLIC_ORIGIN, TRUST_PROXY_HOPS) is read, and refused, the same way by each.
import path from 'node:path';

/** The repository's root: default places (dist/, data/) are beside it. */
export const ROOT = path.resolve(__dirname, '../..');

export function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

export function flag(name: string, raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export function readPort(env: NodeJS.ProcessEnv): number {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return port;
}

/** PUBLIC_ORIGIN as scheme://host[:port]; a path, query or credentials would make every link wrong. */
export function publicOrigin(raw: string | undefined, port: number): string {
  const value = raw?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute URL such as https://shop.example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(`PUBLIC_ORIGIN must be http(s)://host[:port] only, got "${raw}"`);
  if (url.pathname !== '/')
    throw new Error(`PUBLIC_ORIGIN cannot have a path (the shop is served from /), got "${raw}"`);
  return url.origin;
}

export function trustProxyHops(raw: string | undefined): number {
  const hops = Number(raw?.trim() || 0);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUST_PROXY_HOPS must be a number of proxies (0-10), got "${raw}"`);
  return hops;
}
