import { addWorkingDays, estimateDelivery } from './delivery-date';

// Thursday 21 November 2024, 10:00 in India.
const THURSDAY_MORNING_IST = Date.parse('2024-11-21T10:00:00+05:30');

test('standard delivery is 5 working days later, Sundays not counted', () => {
  expect(estimateDelivery(THURSDAY_MORNING_IST, true)).toBe('Wed, 27 Nov, 2024');
});

test('a pincode outside the serviceable list takes 2 working days more', () => {
  expect(estimateDelivery(THURSDAY_MORNING_IST, false)).toBe('Fri, 29 Nov, 2024');
});

test('days are counted in India: 01:30 on Sunday in India is still Saturday in UTC', () => {
  const sundayNightIst = Date.parse('2024-11-23T20:00:00Z');
  expect(addWorkingDays(sundayNightIst, 1).toISOString()).toBe('2024-11-25T06:30:00.000Z');
  expect(estimateDelivery(sundayNightIst, true)).toBe('Fri, 29 Nov, 2024');
});
