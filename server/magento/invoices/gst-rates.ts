// The shop's GST table: each catalogue category (by its url_path) → the HSN code and GST rate its products are
// invoiced with, and the SAC codes of the charges. docs/GST.md explains every row and where the figures come
// from (GST rate schedules as revised from 22 September 2025, "GST 2.0"); they are a demo's approximation, to be
// confirmed by the merchant's tax adviser before real invoices are issued.

export interface GstClass {
  /** HSN code (goods) or SAC code (services), at the precision a mid-size seller prints (4–6 digits). */
  hsn: string;
  /** The GST rate in percent, split CGST + SGST half each inside a state, IGST across states. */
  rate: number;
  /**
   * Clothing and footwear: a lower rate while the unit's value before tax stays at or under `upTo` rupees, the
   * class's `rate` above it.
   */
  lowerRate?: { rate: number; upTo: number };
}

const APPAREL = (hsn: string): GstClass => ({ hsn, rate: 18, lowerRate: { rate: 5, upTo: 2500 } });

/**
 * By category url_path; the deepest listed path a product is in wins. Top-level paths stand for their
 * subcategories; the merchandising categories (clearance, student-plans) are not product kinds and are not here.
 */
export const GST_BY_CATEGORY: Readonly<Record<string, GstClass>> = {
  laptops: { hsn: '8471', rate: 18 },
  'laptops/gaming-laptops': { hsn: '847130', rate: 18 },
  'laptops/thin-light-laptops': { hsn: '847130', rate: 18 },
  'laptops/monitors': { hsn: '852852', rate: 18 },
  'laptops/keyboards-mice': { hsn: '847160', rate: 18 },
  audio: { hsn: '8518', rate: 18 },
  'audio/true-wireless-earbuds': { hsn: '851830', rate: 18 },
  'audio/headphones': { hsn: '851830', rate: 18 },
  'audio/bluetooth-speakers': { hsn: '851822', rate: 18 },
  'audio/soundbars': { hsn: '851822', rate: 18 },
  wearables: { hsn: '851762', rate: 18 },
  televisions: { hsn: '852872', rate: 18 },
  'televisions/streaming-devices': { hsn: '852871', rate: 18 },
  'mobiles-tablets': { hsn: '851713', rate: 18 },
  'mobiles-tablets/mobile-accessories/power-banks': { hsn: '850760', rate: 18 },
  'mobiles-tablets/mobile-accessories/cases-covers': { hsn: '392690', rate: 18 },
  'mobiles-tablets/mobile-accessories/chargers-cables': { hsn: '850440', rate: 18 },
  'mobiles-tablets/tablets': { hsn: '847130', rate: 18 },
  'home-appliances/air-conditioners': { hsn: '8415', rate: 18 },
  'home-appliances/refrigerators': { hsn: '8418', rate: 18 },
  'home-appliances/washing-machines': { hsn: '8450', rate: 18 },
  'home-appliances/air-purifiers': { hsn: '842139', rate: 18 },
  'home-appliances/kitchen-appliances/mixer-grinders': { hsn: '850940', rate: 18 },
  'home-appliances/kitchen-appliances/air-fryers': { hsn: '851660', rate: 18 },
  cameras: { hsn: '852589', rate: 18 },
  'fashion/mens-clothing': APPAREL('6205'),
  'fashion/womens-clothing': APPAREL('6204'),
  'fashion/footwear': APPAREL('6404'),
  'fashion/watches': { hsn: '9102', rate: 18 },
  'home-kitchen/cookware': { hsn: '7323', rate: 5 },
  'home-kitchen/home-decor': { hsn: '6913', rate: 5 },
  gaming: { hsn: '9504', rate: 18 },
  // A gift card is a voucher: neither goods nor services (CGST Act Schedule III); GST is due when it is spent.
  'gift-cards': { hsn: '—', rate: 0 },
  'bill-and-recharge': { hsn: '9984', rate: 18 },
  'bill-and-recharge/lpg-cylinder': { hsn: '271119', rate: 5 },
  'bill-and-recharge/electricity': { hsn: '2716', rate: 0 },
  'bill-and-recharge/water': { hsn: '2201', rate: 0 },
  // The FASTag's balance is a prepaid toll instrument, not a supply.
  'bill-and-recharge/fastag': { hsn: '—', rate: 0 },
};

/**
 * Merchandising categories, consulted only for a product in no category above: 'student-plans' also lists phones
 * and laptops (their own rows price them); alone in it are the shop's care plans, an extended-warranty service.
 */
export const GST_BY_MERCHANDISING: Readonly<Record<string, GstClass>> = {
  'student-plans': { hsn: '9987', rate: 18 },
};

/** What an item in no listed category is invoiced with: the standard rate, flagged by its missing HSN code. */
export const UNLISTED: GstClass = { hsn: '—', rate: 18 };

/**
 * The charges' SAC codes. Shipping, handling and the cash-on-delivery fee are part of a composite supply whose
 * principal supply is the goods (CGST Act s. 8), so each is taxed at the rate of the invoice's principal item
 * (its largest taxable line); only the code says what the charge is.
 */
export const CHARGE_SAC = {
  shipping: '996812', // courier services
  handling: '998549', // other support services (packing)
  payment_fee: '997158', // financial services: collection on delivery
} as const;

/** The class of a product in these categories (their url_paths; the product's and its parent's). */
export function gstClassOf(categoryPaths: readonly string[]): GstClass {
  let best: { depth: number; gst: GstClass } | null = null;
  for (const path of categoryPaths) {
    const parts = path.split('/');
    for (let depth = parts.length; depth > 0; depth--) {
      const gst = GST_BY_CATEGORY[parts.slice(0, depth).join('/')];
      if (gst && (!best || depth > best.depth)) best = { depth, gst };
      if (gst) break;
    }
  }
  const merchandising = categoryPaths.map((path) => GST_BY_MERCHANDISING[path]).find(Boolean);
  return best?.gst ?? merchandising ?? UNLISTED;
}

/** The rate for a unit worth `unitInclusive` (after discounts, GST included). */
export function gstRateFor(gst: GstClass, unitInclusive: number): number {
  const lower = gst.lowerRate;
  if (!lower) return gst.rate;
  // The threshold is on the value before tax, at the lower rate.
  return unitInclusive / (1 + lower.rate / 100) <= lower.upTo + 0.005 ? lower.rate : gst.rate;
}
