import { FOOTER_MESSAGES } from './messages';

/**
 * The footer's one copyright line ('© {year} {holder}', FOOTER_MESSAGES). The year is the visitor's
 * clock's, so it never goes stale; the holder is the store's configured copyright (Magento's
 * design/footer/copyright) without the copyright sign, word or year it may start with: the seeded
 * 'Zepp Shop India Pvt. Ltd. All rights reserved.' as well as Magento's default
 * 'Copyright © 2013-present Magento, Inc. All rights reserved.'.
 */
const LEADING_NOTICE = /^(?:\s*(?:copyright|©|\(c\))\s*)+(?:\d{4}(?:\s*[-–]\s*(?:\d{4}|present))?\s*)?,?\s*/i;

export function copyrightLine(configured: string | null | undefined, now: Date = new Date()): string | null {
  const holder = configured?.trim().replace(LEADING_NOTICE, '').trim();
  return holder ? FOOTER_MESSAGES.copyright(now.getFullYear(), holder) : null;
}
