// A tiny REST router for /rest/V1/*: routes are registered by domain modules (see rest/index.ts).
import type { RequestContext } from '../context';

export interface RestRequest {
  params: Record<string, string>;
  body: unknown;
  query: URLSearchParams;
  context: RequestContext;
}
export type RestHandler = (req: RestRequest) => unknown | Promise<unknown>;

/** A REST error rendered the way Magento renders it: { message, parameters } with an HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameters: Record<string, unknown> | unknown[] = [],
  ) {
    super(message);
  }
}

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: RestHandler;
}

export class RestRouter {
  private routes: Route[] = [];

  add(method: string, path: string, handler: RestHandler): this {
    const keys: string[] = [];
    const source = path.replace(/:([a-zA-Z_]+)/g, (_m, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handler });
    return this;
  }

  match(method: string, path: string): { handler: RestHandler; params: Record<string, string> } | null {
    for (const route of this.routes) {
      const m = route.method === method ? route.pattern.exec(path) : null;
      if (!m) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => (params[key] = decodeURIComponent(m[i + 1] ?? '')));
      return { handler: route.handler, params };
    }
    return null;
  }
}
