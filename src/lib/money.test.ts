import { activeLocale, DEFAULT_LOCALE, setActiveLocale } from './locale';
import { formatMoney, formatMoneyFloat, formatRupees, setMoneyLocale } from './money';

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

  describe("the store's locale (SPEC 7.1 getLocale)", () => {
    afterEach(() => setActiveLocale(DEFAULT_LOCALE));

    it("formats in the store's locale, given in Magento's form", () => {
      setMoneyLocale('en_US');
      expect(activeLocale()).toBe('en-US');
      expect(formatMoney(123456.7)).toBe('₹123,457');
    });

    it("rejects a locale it cannot format with 'Unable to locate locale', keeping the one it had", () => {
      expect(() => setMoneyLocale('xx_XX')).toThrow('Unable to locate locale');
      expect(formatMoney(123456.7)).toBe('₹1,23,457');
    });
  });
});

describe('en-IN rupees without Intl', () => {
  const intl = (digits: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const edges = [
    0,
    -0,
    0.4,
    0.5,
    0.005,
    0.015,
    1.005,
    2.675,
    9.995,
    99.5,
    999,
    999.5,
    1000,
    12345.5,
    99999.995,
    100000,
    1234567.891,
    99999999.99,
    -1,
    -0.4,
    -0.5,
    -1234.565,
    1e12 + 0.5,
    123456789012.34,
  ];
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const amounts = [
    ...edges,
    ...Array.from({ length: 3000 }, (_, i) => {
      const scale = 10 ** (i % 10);
      const cents = Math.round(random() * scale * 1000) / 1000;
      return i % 7 === 0 ? -cents : cents;
    }),
  ];

  it.each([0, 2] as const)('writes every amount as Intl does, with %i decimals', (digits) => {
    const expected = intl(digits);
    for (const amount of amounts)
      expect([amount, formatRupees(amount, digits)]).toEqual([amount, expected.format(amount)]);
  });

  it('leaves to Intl what it does not handle', () => {
    expect(formatRupees(Number.NaN, 0)).toBeNull();
    expect(formatRupees(Infinity, 2)).toBeNull();
    expect(formatRupees(1e21, 0)).toBeNull();
    expect(formatMoney(Number.NaN)).toBe(intl(0).format(Number.NaN));
    expect(formatMoney(1e21)).toBe(intl(0).format(1e21));
  });
});
