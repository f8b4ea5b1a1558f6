// REST routes under /rest/V1 (and /rest/{store}/V1). Domain modules register theirs here.
import { RestRouter } from '../http/rest-router';
import { registerCheckoutRoutes } from './checkout';

export function buildRestRouter(): RestRouter {
  const router = new RestRouter();
  registerCheckoutRoutes(router);
  return router;
}
