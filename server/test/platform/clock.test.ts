// The server's one clock (server/magento/clock.ts): an injected clock wins, and "today" is a day in India.
import { indiaDate, magentoTime, nowMs } from '../../magento/clock';

it('reads the injected clock when there is one, else the machine clock', () => {
  expect(nowMs({ now: () => 42 })).toBe(42);
  const before = Date.now();
  expect(nowMs({})).toBeGreaterThanOrEqual(before);
});

it("turns over to the next day at midnight in India (18:30 UTC), not at UTC's midnight", () => {
  expect(indiaDate(Date.UTC(2026, 2, 1, 18, 29, 59))).toBe('2026-03-01');
  expect(indiaDate(Date.UTC(2026, 2, 1, 18, 30, 0))).toBe('2026-03-02');
});

it("formats a time as Magento's GraphQL does", () => {
  expect(magentoTime(Date.UTC(2026, 2, 1, 9, 5, 7))).toBe('2026-03-01 09:05:07');
});
