// One place that reads the time, so tests can inject a clock (ServerConfig.now) and move past expiries.
import type { ServerConfig } from '../config';

/** The current time in ms since the epoch: the injected clock when there is one. */
export const nowMs = (config: Pick<ServerConfig, 'now'>): number => config.now?.() ?? Date.now();

/** A time as Magento formats it in GraphQL ('YYYY-MM-DD HH:MM:SS', UTC). */
export const magentoTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
