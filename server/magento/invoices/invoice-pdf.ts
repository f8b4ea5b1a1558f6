// The tax invoice as a PDF (pdfkit, its standard Helvetica: no font file to ship, and no rupee glyph, so amounts
// read "Rs."). What a GST tax invoice must carry (CGST Rules, rule 46): the seller's name, address and GSTIN, a
// serial number and date, the buyer's name and address (and GSTIN when registered), the place of supply with its
// state, HSN codes, quantities, taxable values, rates and the CGST/SGST or IGST amounts. Deterministic: the
// document's dates (and so its file id) are the invoice's, so the same invoice always gives the same bytes.
import PDFDocument from 'pdfkit';
import { amountInWords } from './amount-in-words';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document';
import { INVOICE_TEXT as T, rs } from './messages';

const MARGIN = 36;
const WIDTH = 595.28 - 2 * MARGIN; // A4
const BODY = 8.5;
const BOTTOM = 841.89 - MARGIN - 36;

type Doc = PDFKit.PDFDocument;

const amount = (n: number) =>
  n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'YYYY-MM-DD HH:MM:SS' UTC → its day in India, '29 Nov 2026'. */
const indiaDay = (magentoTime: string) =>
  new Date(`${magentoTime.replace(' ', 'T')}Z`).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

function columns(intraState: boolean): Column[] {
  const C = T.columns;
  const tax: Column[] = intraState
    ? [
        { title: C.cgst, width: 55, align: 'right', cell: (l) => amount(l.cgst) },
        { title: C.sgst, width: 55, align: 'right', cell: (l) => amount(l.sgst) },
      ]
    : [{ title: C.igst, width: 110, align: 'right', cell: (l) => amount(l.igst) }];
  const all: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    {
      title: C.description,
      width: 150,
      align: 'left',
      cell: (l) =>
        l.row.discount_amount > 0
          ? `${l.row.description}\n${T.discountNote(rs(l.row.discount_amount))}`
          : l.row.description,
    },
    { title: C.hsn, width: 46, align: 'left', cell: (l) => l.row.hsn_code },
    { title: C.qty, width: 26, align: 'right', cell: (l) => String(l.row.qty) },
    { title: C.taxable, width: 72, align: 'right', cell: (l) => amount(l.row.taxable_amount) },
    { title: C.rate, width: 40, align: 'right', cell: (l) => `${l.row.tax_rate}%` },
    ...tax,
    { title: C.total, width: 0, align: 'right', cell: (l) => amount(l.row.row_total) },
  ];
  // The last column takes what the others leave.
  const used = all.reduce((s, c) => s + c.width, 0);
  return all.map((c) => (c.width === 0 ? { ...c, width: WIDTH - used } : c));
}

function row(doc: Doc, cols: Column[], cells: string[], bold = false): void {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(BODY);
  const pad = 3;
  const height =
    Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cols[i]!.width - 2 * pad }))) +
    2 * pad;
  if (doc.y + height > BOTTOM) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((text, i) => {
    const col = cols[i]!;
    doc.text(text, x + pad, top + pad, { width: col.width - 2 * pad, align: col.align });
    x += col.width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + WIDTH, top + height)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

function partyLines(p: InvoiceParty | null, document: InvoiceDocument): string[] {
  if (!p) return [];
  return [
    p.name,
    ...(p.businessName ? [`${T.businessName}: ${p.businessName}`] : []),
    ...(p.gstin ? [`${T.gstin}: ${p.gstin}`] : []),
    ...p.lines,
    ...(p.state && p.state === document.placeOfSupply?.name
      ? [`${T.state}: ${T.stateCode(p.state, document.placeOfSupply.code)}`]
      : p.state
        ? [`${T.state}: ${p.state}`]
        : []),
  ];
}

function block(doc: Doc, x: number, y: number, width: number, heading: string, lines: string[]): number {
  doc.font('Helvetica-Bold').fontSize(BODY).text(heading, x, y, { width });
  doc.font('Helvetica').fontSize(BODY);
  for (const line of lines) doc.text(line, { width });
  return doc.y;
}

function header(doc: Doc, d: InvoiceDocument): void {
  doc.font('Helvetica-Bold').fontSize(18).text(T.title, MARGIN, MARGIN);
  const facts: [string, string][] = [
    [T.invoiceNumber, d.invoice.increment_id],
    [T.invoiceDate, indiaDay(d.invoice.created_at)],
    [T.orderNumber, d.order.increment_id],
    [T.orderDate, indiaDay(d.order.created_at)],
    [T.paymentMethod, d.order.payment_title],
  ];
  let y = MARGIN;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(BODY)
      .text(`${label}: ${value}`, MARGIN + WIDTH - 220, y, {
        width: 220,
        align: 'right',
      });
    y = doc.y;
  }
  doc.y = Math.max(y, MARGIN + 26);
  if (d.isDemoSeller)
    doc
      .font('Helvetica-Bold')
      .fontSize(BODY)
      .fillColor('#b00020')
      .text(T.demoSeller, MARGIN)
      .fillColor('black');
  doc.moveDown(0.8);
}

function parties(doc: Doc, d: InvoiceDocument): void {
  const top = doc.y;
  const third = WIDTH / 3;
  const s = d.seller;
  const ends = [
    block(doc, MARGIN, top, third - 8, T.seller, [
      s.legalName,
      ...s.address,
      `${T.gstin}: ${s.gstin}`,
      `${T.state}: ${T.stateCode(s.stateName, s.stateCode)}`,
    ]),
    block(doc, MARGIN + third, top, third - 8, T.billedTo, partyLines(d.billedTo, d)),
    ...(d.shippedTo
      ? [block(doc, MARGIN + 2 * third, top, third - 8, T.shippedTo, partyLines(d.shippedTo, d))]
      : []),
  ];
  doc.x = MARGIN;
  doc.y = Math.max(...ends) + 8;
  const place = d.placeOfSupply ? T.stateCode(d.placeOfSupply.name, d.placeOfSupply.code) : T.unknownPlace;
  doc.font('Helvetica-Bold').fontSize(BODY).text(`${T.placeOfSupply}: `, { continued: true });
  doc.font('Helvetica').text(place);
  doc.moveDown(0.6);
}

function totals(doc: Doc, d: InvoiceDocument): void {
  const t = d.totals;
  const lines: [string, string, boolean][] = [
    [T.totals.taxable, rs(t.taxable), false],
    ...((d.intraState
      ? [
          [T.totals.cgst, rs(t.cgst), false],
          [T.totals.sgst, rs(t.sgst), false],
        ]
      : [[T.totals.igst, rs(t.igst), false]]) as [string, string, boolean][]),
    [T.totals.invoiceValue, rs(t.value), false],
    ...(d.invoice.gift_card_amount > 0
      ? [[T.totals.giftCard, `- ${rs(d.invoice.gift_card_amount)}`, false] as [string, string, boolean]]
      : []),
    [T.totals.grandTotal, rs(d.invoice.grand_total), true],
  ];
  doc.moveDown(0.6);
  if (doc.y + lines.length * 12 + 60 > BOTTOM) doc.addPage();
  for (const [label, value, bold] of lines) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : BODY);
    doc.text(label, MARGIN + WIDTH - 300, y, { width: 180, align: 'right' });
    doc.text(value, MARGIN + WIDTH - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(doc.y, y + 11);
  }
  doc.x = MARGIN;
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(BODY)
    .text(T.inWords(amountInWords(d.invoice.grand_total)), MARGIN);
  doc.moveDown(0.8);
  for (const note of [T.pricesInclusive, T.reverseCharge, T.computerGenerated]) doc.text(note);
}

function pageNumbers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(T.page(i + 1, range.count), MARGIN, 841.89 - MARGIN - 10, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
  }
}

/** The invoice's PDF bytes. */
export function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const date = new Date(`${d.invoice.created_at.replace(' ', 'T')}Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${T.title} ${d.invoice.increment_id}`,
      Author: d.seller.legalName,
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, d);
  parties(doc, d);
  const cols = columns(d.intraState);
  row(
    doc,
    cols,
    cols.map((c) => c.title),
    true,
  );
  d.lines.forEach((line, i) =>
    row(
      doc,
      cols,
      cols.map((c) => c.cell(line, i)),
    ),
  );
  totals(doc, d);
  pageNumbers(doc);
  doc.end();
  return done;
}
