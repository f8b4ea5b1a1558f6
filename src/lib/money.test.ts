import { activeLocale, DEFAULT_LOCALE, setActiveLocale } from './locale';
import { formatMoney, formatMoneyFloat, setMoneyLocale } from './money';

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
