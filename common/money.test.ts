import { activeLocale, DEFAULT_LOCALE, setActiveLocale } from './locale';
import { formatMoney, formatRupees, MINUS_SIGN, setMoneyLocale } from './money';

describe('money', () => {
  it('writes whole rupees without paise, with Indian digit grouping', () => {
    expect(formatMoney(46998)).toBe('₹46,998');
    expect(formatMoney(12345678)).toBe('₹1,23,45,678');
    expect(formatMoney(0)).toBe('₹0');
  });

  it('writes an amount with paise with both digits of them, never rounded to rupees', () => {
    expect(formatMoney(123456.7)).toBe('₹1,23,456.70');
    expect(formatMoney(199.9)).toBe('₹199.90');
    expect(formatMoney(0.05)).toBe('₹0.05');
    // Rounded to the paisa, as the shop computes: what rounds to whole rupees is written as such.
    expect(formatMoney(49.999)).toBe('₹50');
    expect(formatMoney(1.004)).toBe('₹1');
  });

  it('writes a negative amount with the one minus sign, and zero without one', () => {
    expect(formatMoney(-500)).toBe(`${MINUS_SIGN}₹500`);
    expect(formatMoney(-199.9)).toBe('\u2212₹199.90');
    expect(formatMoney(-0)).toBe('₹0');
    expect(formatMoney(-0.001)).toBe('₹0');
  });

  it('lets lines written by it add up as written (no hidden paise)', () => {
    const lines = [48997, -4899.7, 149, 50];
    const total = lines.reduce((a, b) => a + b, 0);
    const shown = lines.map((v) => Number(formatMoney(v).replace(MINUS_SIGN, '-').replace(/[₹,]/g, '')));
    expect(shown.reduce((a, b) => a + b, 0)).toBeCloseTo(total, 2);
    expect(formatMoney(total)).toBe('₹44,296.30');
  });

  it('throws for a locale the runtime cannot format', () => {
    expect(() => formatMoney(1, { locale: 'qq-ZZ' })).toThrow('Unable to locate locale');
    expect(() => formatMoney(1.5, { locale: 'not a locale!' })).toThrow('Unable to locate locale');
  });

  describe("the store's locale (SPEC 7.1 getLocale)", () => {
    afterEach(() => setActiveLocale(DEFAULT_LOCALE));

    it("formats in the store's locale, given in Magento's form", () => {
      setMoneyLocale('en_US');
      expect(activeLocale()).toBe('en-US');
      expect(formatMoney(123456)).toBe('₹123,456');
      expect(formatMoney(-123456.7)).toBe('\u2212₹123,456.70');
    });

    it("rejects a locale it cannot format with 'Unable to locate locale', keeping the one it had", () => {
      expect(() => setMoneyLocale('xx_XX')).toThrow('Unable to locate locale');
      expect(formatMoney(123456)).toBe('₹1,23,456');
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
    expect(formatMoney(Number.NaN)).toBe(intl(2).format(Number.NaN));
    expect(formatMoney(1e21)).toBe(intl(0).format(1e21));
  });
});
