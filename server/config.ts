// The one process `npm start` runs: the storefront's server in front of the embedded stand-in (or of Magento,
// MAGENTO_BACKEND_URL). Its configuration is both servers' settings, read from the same environment.
import { readStorefrontConfig, type StorefrontConfig } from './storefront/config';
import { readStandInConfig, type StandInConfig } from './magento/config';

export type ServerConfig = StorefrontConfig & StandInConfig;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const standIn = readStandInConfig(env);
  // Both read MAX_BODY_BYTES; the stand-in's limits also hold GraphQL's, which the storefront's do not.
  return { ...standIn, ...readStorefrontConfig(env), limits: standIn.limits };
}
