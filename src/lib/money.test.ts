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
