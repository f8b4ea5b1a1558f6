// Tax invoices (Magento's sales_invoice, sales_invoice_item: migration 020) and the catalogue facts they are
// written from.
import type { Db } from '../connection';
import { IN_JSON, prepared } from './statements';

export interface InvoiceRow {
  invoice_id: number;
  increment_id: string;
  order_id: number;
  place_of_supply: string;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  charges_amount: number;
  taxable_amount: number;
  tax_amount: number;
  gift_card_amount: number;
  grand_total: number;
  created_at: string;
}

export type InvoiceLineKind = 'item' | 'shipping' | 'handling' | 'payment_fee';

export interface InvoiceItemRow {
  invoice_item_id: number;
  invoice_id: number;
  kind: InvoiceLineKind;
  order_item_id: number | null;
  description: string;
  sku: string | null;
  qty: number;
  price: number;
  discount_amount: number;
  row_total: number;
  hsn_code: string;
  tax_rate: number;
  taxable_amount: number;
  tax_amount: number;
}

export type NewInvoice = Omit<InvoiceRow, 'invoice_id' | 'increment_id'>;
export type NewInvoiceItem = Omit<InvoiceItemRow, 'invoice_item_id' | 'invoice_id'>;

const insertSql = (table: string, columns: string[]) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;

/** Writes the invoice and its lines and numbers it ('000000007'); call inside the capturing transaction. */
export function insertInvoice(db: Db, invoice: NewInvoice, items: NewInvoiceItem[]): InvoiceRow {
  const { lastInsertRowid } = prepared(db, insertSql('invoices', Object.keys(invoice))).run(invoice);
  const id = Number(lastInsertRowid);
  prepared(db, "UPDATE invoices SET increment_id = printf('%09d', invoice_id) WHERE invoice_id = ?").run(id);
  for (const item of items) {
    const row = { ...item, invoice_id: id };
    prepared(db, insertSql('invoice_items', Object.keys(row))).run(row);
  }
  return findInvoiceById(db, id) as InvoiceRow;
}

export function findInvoiceById(db: Db, invoiceId: number): InvoiceRow | undefined {
  return prepared(db, 'SELECT * FROM invoices WHERE invoice_id = ?').get(invoiceId) as InvoiceRow | undefined;
}

export function findInvoiceByOrder(db: Db, orderId: number): InvoiceRow | undefined {
  return prepared(db, 'SELECT * FROM invoices WHERE order_id = ?').get(orderId) as InvoiceRow | undefined;
}

export function listOrderInvoices(db: Db, orderId: number): InvoiceRow[] {
  return prepared(db, 'SELECT * FROM invoices WHERE order_id = ? ORDER BY invoice_id').all(
    orderId,
  ) as InvoiceRow[];
}

/** The lines of the invoices, items first then charges, each in the order written. */
export function listInvoiceItems(db: Db, invoiceIds: readonly number[]): InvoiceItemRow[] {
  if (invoiceIds.length === 0) return [];
  return prepared(
    db,
    `SELECT * FROM invoice_items WHERE invoice_id ${IN_JSON} ORDER BY invoice_id, invoice_item_id`,
  ).all(JSON.stringify(invoiceIds)) as InvoiceItemRow[];
}

/** How many of an order item its invoices bill (Magento's qty_invoiced). */
export function invoicedQty(db: Db, orderItemId: number): number {
  const row = prepared(
    db,
    'SELECT COALESCE(SUM(qty), 0) AS qty FROM invoice_items WHERE order_item_id = ?',
  ).get(orderItemId) as { qty: number };
  return row.qty;
}

/** The url_paths of the categories the products are in (a variant's parent is passed beside it). */
export function productCategoryPaths(db: Db, productIds: readonly number[]): string[] {
  if (productIds.length === 0) return [];
  const rows = prepared(
    db,
    `SELECT DISTINCT c.url_path FROM category_products cp JOIN categories c ON c.entity_id = cp.category_id
     WHERE cp.product_id ${IN_JSON} AND c.url_path IS NOT NULL`,
  ).all(JSON.stringify(productIds)) as { url_path: string }[];
  return rows.map((r) => r.url_path);
}

/** Each product's category url_paths, for many products in one query (the cart's totals read it per request). */
export function categoryPathsByProduct(db: Db, productIds: readonly number[]): Map<number, string[]> {
  const byProduct = new Map<number, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = prepared(
    db,
    `SELECT DISTINCT cp.product_id, c.url_path FROM category_products cp
     JOIN categories c ON c.entity_id = cp.category_id
     WHERE cp.product_id ${IN_JSON} AND c.url_path IS NOT NULL`,
  ).all(JSON.stringify([...new Set(productIds)])) as { product_id: number; url_path: string }[];
  for (const row of rows)
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.url_path]);
  return byProduct;
}
