// The server's one clock: everything that asks "what time is it" (token and OTP expiry, coupon dates, delivery
// estimates, order times, dates of birth) asks nowMs, so tests inject a clock (StandInConfig.now) and every
// rule moves with it. "Today" is a day in India, the shop's time zone.
import type { StandInConfig } from './config';

/** The current time in ms since the epoch: the injected clock when there is one. */
export const nowMs = (config: Pick<StandInConfig, 'now'>): number => config.now?.() ?? Date.now();

/** A time as Magento formats it in GraphQL ('YYYY-MM-DD HH:MM:SS', UTC). */
export const magentoTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60 * 1000;

/** 'YYYY-MM-DD' of a time in India, for date-ranged rules (coupons, gift card expiry). */
export const indiaDate = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
