// The server's one clock: everything that asks "what time is it" (token and OTP expiry, coupon dates, delivery
// estimates, order times, dates of birth) asks nowMs, so tests inject a clock (ServerConfig.now) and every
// rule moves with it.
import type { ServerConfig } from './config';

/** The current time in ms since the epoch: the injected clock when there is one. */
export const nowMs = (config: Pick<ServerConfig, 'now'>): number => config.now?.() ?? Date.now();

/** A time as Magento formats it in GraphQL ('YYYY-MM-DD HH:MM:SS', UTC). */
export const magentoTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
