// The invoice's arithmetic and the GST table, without a server: every catalogue product has a row of the table;
// clothing changes rate at its price threshold; discounts, coins, charges and gift cards add up to the paisa; the
// seller comes from the environment.
import { amountInWords } from '../../magento/invoices/amount-in-words';
import {
  GST_BY_CATEGORY,
  GST_BY_MERCHANDISING,
  gstClassOf,
  gstRateFor,
  UNLISTED,
} from '../../magento/invoices/gst-rates';
import { invoiceAmounts } from '../../magento/invoices/invoice-lines';
import { gstStateCodeOf } from '../../magento/invoices/place-of-supply';
import { DEMO_SELLER_GSTIN, readGstSeller } from '../../magento/invoices/seller';
import { productCategoryPaths } from '../../magento/db/repositories/invoices';
import type { OrderItemRow, OrderRow } from '../../magento/db/repositories/orders';
import { createTestShop } from '../test-app';

test('every product of the seeded catalogue is in a category of the GST table', () => {
  const { db } = createTestShop();
  const products = db
    .prepare("SELECT entity_id, parent_id, sku FROM products WHERE type_id != 'configurable'")
    .all() as { entity_id: number; parent_id: number | null; sku: string }[];
  const unlisted = products.filter(
    (p) =>
      gstClassOf(productCategoryPaths(db, [p.entity_id, ...(p.parent_id ? [p.parent_id] : [])])) === UNLISTED,
  );
  expect(unlisted.map((p) => p.sku)).toEqual([]);
  // And every row of the table names a category the catalogue has.
  const paths = new Set(
    (db.prepare('SELECT url_path FROM categories').all() as { url_path: string }[]).map((c) => c.url_path),
  );
  const rows = [...Object.keys(GST_BY_CATEGORY), ...Object.keys(GST_BY_MERCHANDISING)];
  expect(rows.filter((path) => !paths.has(path))).toEqual([]);
});

test('the deepest listed category wins; a merchandising one only for a product in no other', () => {
  expect(gstClassOf(['clearance', 'home-kitchen/cookware']).rate).toBe(5);
  expect(gstClassOf(['mobiles-tablets/smartphones/android-phones'])).toEqual({ hsn: '851713', rate: 18 });
  expect(gstClassOf(['mobiles-tablets/mobile-accessories/power-banks']).hsn).toBe('850760');
  expect(gstClassOf(['student-plans', 'cameras/action-cameras']).hsn).toBe('852589');
  expect(gstClassOf(['student-plans'])).toEqual({ hsn: '9987', rate: 18 });
  expect(gstClassOf(['no-such-category'])).toBe(UNLISTED);
});

test('clothing and footwear: 5% up to Rs. 2,500 a piece before tax, 18% above', () => {
  const shirt = gstClassOf(['fashion/mens-clothing']);
  expect(gstRateFor(shirt, 2625)).toBe(5); // 2,500 + 5%
  expect(gstRateFor(shirt, 2625.01)).toBe(18);
  expect(gstRateFor(gstClassOf(['fashion/footwear']), 999)).toBe(5);
  expect(gstRateFor(gstClassOf(['fashion/watches']), 999)).toBe(18);
});

const ORDER = {
  discount_amount: 600,
  reward_amount: 100,
  gift_card_amount: 1000,
  shipping_amount: 40,
  handling_amount: 20,
  cod_fee: 50,
} as OrderRow;

const item = (id: number, price: number, qty: number, discount: number) =>
  ({
    item_id: id,
    name: `Item ${id}`,
    sku: `SKU-${id}`,
    price,
    qty_ordered: qty,
    qty_canceled: 0,
    row_total: price * qty,
    discount_amount: discount,
  }) as OrderItemRow;

test('an order with a coupon, coins, charges and a gift card adds up to the paisa', () => {
  const items = [item(1, 2999, 1, 300.01), item(2, 899.67, 3, 299.99)];
  const classes = { 1: { hsn: '851830', rate: 18 }, 2: { hsn: '7323', rate: 5 } } as const;
  // 2999 + 2699.01 - 600 - 100 + 40 + 20 + 50 - 1000
  const order = { ...ORDER, subtotal: 5698.01, grand_total: 4108.01 };
  const amounts = invoiceAmounts(order, items, (i) => classes[i.item_id as 1 | 2]);
  const paise = (n: number) => Math.round(n * 100);
  const lines = amounts.items;
  expect(lines.map((l) => [l.kind, l.hsn_code, l.tax_rate])).toEqual([
    ['item', '851830', 18],
    ['item', '7323', 5],
    ['shipping', '996812', 18], // the principal (largest) item's rate
    ['handling', '998549', 18],
    ['payment_fee', '997158', 18],
  ]);
  for (const l of lines) expect(paise(l.taxable_amount) + paise(l.tax_amount)).toBe(paise(l.row_total));
  // The coupon (600) and the coins (100) are all taken off the items.
  expect(lines.slice(0, 2).reduce((s, l) => s + paise(l.discount_amount), 0)).toBe(70000);
  const value = lines.reduce((s, l) => s + paise(l.row_total), 0);
  expect(value - paise(amounts.giftCard)).toBe(paise(order.grand_total));
  expect(paise(amounts.grandTotal)).toBe(paise(order.grand_total));
  expect(paise(amounts.taxable) + paise(amounts.tax)).toBe(value);
  expect(lines[0]!.taxable_amount).toBe(Math.round((lines[0]!.row_total / 1.18) * 100) / 100);
});

test('places of supply: the shop’s region names as GST state codes', () => {
  expect(gstStateCodeOf('Karnataka')).toBe('29');
  expect(gstStateCodeOf('Delhi')).toBe('07');
  expect(gstStateCodeOf('Andhra Pradesh')).toBe('37');
  expect(gstStateCodeOf('Daman and Diu')).toBe('26');
  expect(gstStateCodeOf('Atlantis')).toBe('');
});

test('the amount in words, in lakhs and crores', () => {
  expect(amountInWords(0)).toBe('Rupees Zero Only');
  expect(amountInWords(46048)).toBe('Rupees Forty Six Thousand Forty Eight Only');
  expect(amountInWords(12345678.9)).toBe(
    'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Paise Ninety Only',
  );
});

test('the seller: SHOP_GSTIN and the rest from the environment, a marked demo by default, a bad GSTIN refused', () => {
  const demo = readGstSeller({});
  expect(demo).toMatchObject({ gstin: DEMO_SELLER_GSTIN, stateCode: '29', stateName: 'Karnataka' });
  expect(demo.legalName).toContain('DEMO');
  const own = readGstSeller({
    SHOP_GSTIN: ' 27aapfu0939f1zv ',
    SHOP_LEGAL_NAME: 'Acme Retail LLP',
    SHOP_ADDRESS: '1 Mill Road | Pune 411001',
  });
  expect(own).toEqual({
    legalName: 'Acme Retail LLP',
    address: ['1 Mill Road', 'Pune 411001'],
    gstin: '27AAPFU0939F1ZV',
    stateCode: '27',
    stateName: 'Maharashtra',
  });
  expect(() => readGstSeller({ SHOP_GSTIN: '27AAPFU0939F1ZW' })).toThrow(
    'SHOP_GSTIN "27AAPFU0939F1ZW" is not a valid GSTIN',
  );
});
