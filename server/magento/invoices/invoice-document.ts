// What a tax invoice says, worked out once for the PDF and GraphQL's totals: the parties, the place of supply,
// and each line's GST split — CGST + SGST (half each) when the goods stay in the seller's state, IGST when they
// cross into another (IGST Act s. 7–8). Amounts in paise internally so the columns add up to the paisa.
import { GST_STATE_CODES } from '../../../common/gst/gst-state-codes';
import type { Db } from '../db/connection';
import { listInvoiceItems, type InvoiceItemRow, type InvoiceRow } from '../db/repositories/invoices';
import {
  findOrderById,
  listOrderAddresses,
  type OrderAddressRow,
  type OrderRow,
} from '../db/repositories/orders';
import { DEMO_SELLER_GSTIN, type GstSeller } from './seller';

export interface InvoiceParty {
  name: string;
  businessName: string | null;
  gstin: string | null;
  lines: string[];
  state: string | null;
}

/** What a line's GST split needs: its rate (percent) and tax (rupees). */
type Taxed = Pick<InvoiceItemRow, 'tax_rate' | 'tax_amount'>;

export interface InvoiceLine<R extends Taxed = InvoiceItemRow> {
  row: R;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxTotal {
  title: 'CGST' | 'SGST' | 'IGST';
  rate: number;
  amount: number;
}

export interface InvoiceDocument {
  invoice: InvoiceRow;
  order: OrderRow;
  seller: GstSeller;
  isDemoSeller: boolean;
  billedTo: InvoiceParty | null;
  shippedTo: InvoiceParty | null;
  placeOfSupply: { code: string; name: string } | null;
  intraState: boolean;
  lines: InvoiceLine[];
  /** By tax and rate, as Magento's TaxItem list: CGST 9%, SGST 9%, … (no zero amounts). */
  taxes: TaxTotal[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; value: number };
}

const paise = (rupees: number) => Math.round(rupees * 100);

function party(address: OrderAddressRow | undefined): InvoiceParty | null {
  if (!address) return null;
  const street = JSON.parse(address.street) as string[];
  return {
    name: `${address.firstname} ${address.lastname}`.trim(),
    businessName: address.vat_id ? address.company || null : null,
    gstin: address.vat_id || null,
    lines: [
      ...(address.company && !address.vat_id ? [address.company] : []),
      ...street,
      [address.city, address.region, address.postcode].filter(Boolean).join(', '),
      `Phone ${address.telephone}`,
    ],
    state: address.region,
  };
}

function split<R extends Taxed>(row: R, intraState: boolean): InvoiceLine<R> {
  const tax = paise(row.tax_amount);
  if (!intraState) return { row, cgst: 0, sgst: 0, igst: tax / 100 };
  // An odd paisa goes to SGST.
  const cgst = Math.floor(tax / 2);
  return { row, cgst: cgst / 100, sgst: (tax - cgst) / 100, igst: 0 };
}

function taxTotals(lines: InvoiceLine<Taxed>[]): TaxTotal[] {
  const byKey = new Map<string, TaxTotal & { paise: number }>();
  for (const line of lines) {
    const parts: [TaxTotal['title'], number, number][] = [
      ['CGST', line.row.tax_rate / 2, line.cgst],
      ['SGST', line.row.tax_rate / 2, line.sgst],
      ['IGST', line.row.tax_rate, line.igst],
    ];
    for (const [title, rate, amount] of parts) {
      if (amount === 0) continue;
      const key = `${title} ${rate}`;
      const total = byKey.get(key) ?? { title, rate, amount: 0, paise: 0 };
      total.paise += paise(amount);
      byKey.set(key, total);
    }
  }
  return [...byKey.values()].map(({ title, rate, paise: p }) => ({ title, rate, amount: p / 100 }));
}

/** Goods delivered in the seller's state pay CGST + SGST; anywhere else (or unknown), IGST. */
export const isIntraState = (placeOfSupply: string, seller: GstSeller) =>
  placeOfSupply !== '' && placeOfSupply === seller.stateCode;

/** Lines' taxes as the invoice lists them: by tax and rate (the order's breakdown uses it too). */
export const splitTaxes = (rows: Taxed[], intraState: boolean): TaxTotal[] =>
  taxTotals(rows.map((row) => split(row, intraState)));

/** The invoice as a document, for the seller configured now. */
export function invoiceDocument(db: Db, invoice: InvoiceRow, seller: GstSeller): InvoiceDocument {
  const order = findOrderById(db, invoice.order_id) as OrderRow;
  const addresses = listOrderAddresses(db, [order.entity_id]);
  const code = invoice.place_of_supply;
  const intraState = isIntraState(code, seller);
  const lines = listInvoiceItems(db, [invoice.invoice_id]).map((row) => split(row, intraState));
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + paise(pick(l)), 0) / 100;
  return {
    invoice,
    order,
    seller,
    isDemoSeller: seller.gstin === DEMO_SELLER_GSTIN,
    billedTo: party(addresses.find((a) => a.address_type === 'billing')),
    shippedTo: party(addresses.find((a) => a.address_type === 'shipping')),
    placeOfSupply: code && GST_STATE_CODES[code] ? { code, name: GST_STATE_CODES[code] } : null,
    intraState,
    lines,
    taxes: taxTotals(lines),
    totals: {
      taxable: sum((l) => l.row.taxable_amount),
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
      igst: sum((l) => l.igst),
      value: sum((l) => l.row.row_total),
    },
  };
}
