import { formatMoney, formatMoneyFloat } from './money';

describe('money', () => {
  it('formats whole rupees with Indian digit grouping', () => {
    expect(formatMoney(123456.7)).toBe('₹1,23,457');
    expect(formatMoney(0)).toBe('₹0');
  });

  it('formats the float format with two decimals', () => {
    expect(formatMoneyFloat(123456.7)).toBe('₹1,23,456.70');
    expect(formatMoneyFloat(50)).toBe('₹50.00');
  });

  it('throws for a locale the runtime cannot format', () => {
    expect(() => formatMoney(1, { locale: 'qq-ZZ' })).toThrow('Unable to locate locale');
    expect(() => formatMoneyFloat(1, { locale: 'not a locale!' })).toThrow('Unable to locate locale');
  });
});

describe('the rupee formatter agrees with Intl en-IN for INR', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const whole = intl(0);
  const float = intl(2);
  // Edges (rounding halves, group boundaries, signs, -0, large) and a deterministic spread of amounts.
  const amounts = [
    0, -0, 0.5, 1.5, 2.5, -0.4, -0.5, -2.5, 0.005, 1.005, 1.015, 2.675, 99.995, 999, 999.5, 1000, 12345,
    99999.5, 100000, 123456.7, 1234567.891, 98765432.1, -1234567, 9007199254740991, 1e20,
  ];
  let seed = 7;
  for (let i = 0; i < 500; i++) {
    seed = (seed * 48271) % 2147483647;
    amounts.push(((seed % 2000000000) - 1000000000) / 10 ** (seed % 5));
  }

  it.each([
    ['whole rupees', formatMoney, whole],
    ['two decimals', formatMoneyFloat, float],
  ] as const)('%s', (_name, ours, reference) => {
    for (const amount of amounts) expect([amount, ours(amount)]).toEqual([amount, reference.format(amount)]);
  });

  it('other currencies and locales still go through Intl', () => {
    expect(formatMoney(1234567, { currency: 'USD' })).toBe(
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }).format(1234567),
    );
    expect(formatMoney(Number.NaN)).toBe(whole.format(Number.NaN));
  });
});
