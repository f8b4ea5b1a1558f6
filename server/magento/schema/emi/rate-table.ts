// Zepp_Emi's configuration, as a Magento module's etc/config.xml defaults would hold it: the card issuers' EMI
// rates the shop offers and the smallest price that offers EMI. README "EMI" lists the same table for shoppers'
// support and ops; change both together.

/** One plan of the table: its length, the issuer's annual rate (reducing balance) and whether it is no-cost. */
export interface EmiRate {
  months: number;
  /** Percent a year. */
  annualRate: number;
  /** No-cost EMI: the shop gives the interest back as an instant discount, so the shopper pays the price. */
  noCost: boolean;
}

export const EMI_RATE_TABLE: readonly EmiRate[] = [
  { months: 3, annualRate: 14, noCost: true },
  { months: 6, annualRate: 14, noCost: true },
  { months: 9, annualRate: 15, noCost: false },
  { months: 12, annualRate: 15, noCost: false },
  { months: 18, annualRate: 16, noCost: false },
  { months: 24, annualRate: 16, noCost: false },
];

/** StoreConfig.emi_min_order_amount: the store_config path, and the default when the store sets none (₹). */
export const EMI_MIN_ORDER_AMOUNT_PATH = 'zepp_emi/general/min_order_amount';
export const DEFAULT_EMI_MIN_ORDER_AMOUNT = 3000;

/** The largest amount emiPlans answers for (₹10 crore): beyond any basket, and safe from float overflow. */
export const EMI_MAX_AMOUNT = 100_000_000;
