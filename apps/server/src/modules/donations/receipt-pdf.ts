import { formatINR } from '@sankalp/shared/money';
import { COLORS, type Doc, line, measure, newDocument, paragraph, paragraphHeight } from '../../lib/pdf/text';
import { receiptWord, type ReceiptWords } from '../../lib/pdf/receipt-words';
import type { ReceiptContent } from './receipt-content';

/** A word of the receipt in its own language (lib/pdf/receipt-words). */
const word = (r: ReceiptContent, key: keyof ReceiptWords, values?: Record<string, string | number>) =>
  receiptWord(r.language, key, values);

/**
 * Draws a donation receipt as one A4 page: a header band with the issuing trust, the receipt's
 * number, date and reference, the donor, a table of what was given, the amount in words, the
 * section 80G statement (or why there is none) and the signature line.
 * Text is set by lib/pdf/text (Noto Sans, ₹ and Devanagari included).
 */

const label = (doc: Doc, text: string, x: number, y: number, width: number, color = COLORS.inkSoft) =>
  line(doc, text.toUpperCase(), x, y, { size: 7.5, bold: true, color, width });

// ─── The page ───────────────────────────────────────────────────────────────

const PAGE = { width: 595.28, height: 841.89 };
const M = 44;
const CONTENT = PAGE.width - 2 * M;
/** Table rows at most; fewer when the page needs the room, the rest folded into one line. */
const MAX_ROWS = 8;
const ROW_H = 22;
/** The signature block and the footer below it. */
const SIGNATURE_H = 76;
const FOOTER_H = 46;
/** The statement must end above this, so the signature still fits above the footer. */
const CONTENT_END = PAGE.height - FOOTER_H - 10 - SIGNATURE_H - 16;
const STATEMENT_MAX_LINES = 10;

const money = (rupees: number) => formatINR(rupees);

function foldRows(r: ReceiptContent, maxRows: number): ReceiptContent['lines'] {
  const { lines } = r;
  if (lines.length <= maxRows) return lines;
  const rest = lines.slice(maxRows - 1);
  return [
    ...lines.slice(0, maxRows - 1),
    {
      particulars: word(r, 'moreSevas', { count: rest.length }),
      quantity: null,
      rate: null,
      amount: rest.reduce((s, l) => s + l.amount, 0),
    },
  ];
}

function header(doc: Doc, r: ReceiptContent) {
  const bandHeight = 124;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLORS.maroon);
  doc.rect(0, bandHeight, PAGE.width, 4).fill(COLORS.gold);
  const leftWidth = CONTENT - 190;
  // A long trust name is set smaller before it is shortened.
  let nameSize = 18;
  while (nameSize > 13 && measure(doc, r.issuer.name, { size: nameSize, bold: true }) > leftWidth) nameSize -= 0.5;
  line(doc, r.issuer.name, M, 26 + (18 - nameSize) / 2, {
    size: nameSize,
    bold: true,
    color: COLORS.white,
    width: leftWidth,
  });
  paragraph(doc, r.issuer.address, M, 53, { size: 8.5, color: COLORS.cream100, width: leftWidth, maxLines: 2 });
  line(doc, `PAN ${r.issuer.pan}`, M, 84, { size: 8.5, bold: true, color: COLORS.gold, width: leftWidth });
  if (r.is80G)
    line(doc, word(r, 'registration80G', { number: r.issuer.registration80G }), M, 98, {
      size: 8.5,
      bold: true,
      color: COLORS.gold,
      width: leftWidth,
    });

  const rightX = PAGE.width - M - 180;
  line(doc, word(r, 'heading'), rightX, 28, { size: 13, bold: true, color: COLORS.gold, width: 180, align: 'right' });
  if (r.is80G) {
    const pill = word(r, 'section80G');
    const w = measure(doc, pill, { size: 8, bold: true }) + 16;
    doc.roundedRect(PAGE.width - M - w, 50, w, 17, 8.5).fill(COLORS.gold);
    line(doc, pill, PAGE.width - M - w, 54.5, { size: 8, bold: true, color: COLORS.maroon, width: w, align: 'center' });
  } else {
    line(doc, word(r, 'acknowledgement'), rightX, 52, {
      size: 8.5,
      color: COLORS.cream100,
      width: 180,
      align: 'right',
    });
  }
}

function facts(doc: Doc, r: ReceiptContent, y: number): number {
  const h = 46;
  doc.roundedRect(M, y, CONTENT, h, 8).fill(COLORS.cream100);
  // [label, value, share of the width]: the receipt number gets room for a seven-digit counter.
  const cells: Array<[string, string, number]> = [
    [word(r, 'receiptNo'), r.number, 0.31],
    [word(r, 'receiptDate'), r.date, 0.25],
    [word(r, 'reference'), r.reference, 0.22],
    [word(r, 'paymentMode'), r.payment.mode, 0.22],
  ];
  let x = M;
  cells.forEach(([k, v, share], i) => {
    const w = CONTENT * share;
    label(doc, k, x + 14, y + 10, w - 20);
    line(doc, v, x + 14, y + 23, { size: 10.5, bold: true, width: w - 20 });
    if (i > 0)
      doc
        .moveTo(x, y + 9)
        .lineTo(x, y + h - 9)
        .lineWidth(0.6)
        .strokeColor(COLORS.rule)
        .stroke();
    x += w;
  });
  return y + h;
}

function donor(doc: Doc, r: ReceiptContent, y: number): number {
  label(doc, word(r, 'receivedFrom'), M, y, CONTENT, COLORS.saffron);
  line(doc, r.donor.name, M, y + 13, { size: 13, bold: true, width: CONTENT });
  let bottom = paragraph(doc, r.donor.address, M, y + 32, {
    size: 9.5,
    color: COLORS.inkSoft,
    width: CONTENT * 0.7,
    maxLines: 2,
  });
  line(doc, word(r, 'donorPan', { pan: r.donor.pan ?? word(r, 'panNotGiven') }), M, bottom + 3, {
    size: 9.5,
    bold: true,
    width: CONTENT * 0.7,
  });
  bottom += 18;
  label(doc, word(r, 'towards'), M, bottom + 8, CONTENT, COLORS.saffron);
  line(doc, r.campaign, M, bottom + 20, { size: 10.5, bold: true, color: COLORS.maroon, width: CONTENT });
  return bottom + 36;
}

const WORDS_STYLE = { size: 10, bold: true, width: CONTENT, maxLines: 2 };

/** The table's height besides its rows: header, total, amount in words, payment line. */
const tableFrame = (doc: Doc, r: ReceiptContent) =>
  ROW_H + 30 + 21 + paragraphHeight(doc, r.totalInWords, WORDS_STYLE) + 18;

function table(doc: Doc, r: ReceiptContent, y: number, maxRows: number): number {
  const cols = [
    { title: word(r, 'particulars'), width: CONTENT - 240, align: 'left' as const },
    { title: word(r, 'qty'), width: 50, align: 'right' as const },
    { title: word(r, 'rate'), width: 90, align: 'right' as const },
    { title: word(r, 'amount'), width: 100, align: 'right' as const },
  ];
  const xs = cols.map((_, i) => M + cols.slice(0, i).reduce((s, c) => s + c.width, 0));
  const rowH = ROW_H;
  const pad = 10;
  doc.roundedRect(M, y, CONTENT, rowH, 4).fill(COLORS.saffron);
  cols.forEach((c, i) =>
    line(doc, c.title.toUpperCase(), xs[i]! + pad, y + 7, {
      size: 8,
      bold: true,
      color: COLORS.white,
      width: c.width - 2 * pad,
      align: c.align,
    }),
  );
  let cy = y + rowH;
  foldRows(r, maxRows).forEach((l, n) => {
    if (n % 2 === 1) doc.rect(M, cy, CONTENT, rowH).fill(COLORS.cream50);
    const cells = [
      l.particulars,
      l.quantity === null ? '' : String(l.quantity),
      l.rate === null ? '' : money(l.rate),
      money(l.amount),
    ];
    cells.forEach((text, i) =>
      line(doc, text, xs[i]! + pad, cy + 6.5, { size: 9.5, width: cols[i]!.width - 2 * pad, align: cols[i]!.align }),
    );
    cy += rowH;
  });
  doc
    .moveTo(M, cy)
    .lineTo(M + CONTENT, cy)
    .lineWidth(1)
    .strokeColor(COLORS.ink)
    .stroke();
  line(doc, word(r, 'totalReceived'), xs[0]! + pad, cy + 8, { size: 10.5, bold: true, width: 200 });
  line(doc, money(r.total), M, cy + 8, {
    size: 12,
    bold: true,
    color: COLORS.maroon,
    width: CONTENT - pad,
    align: 'right',
  });
  cy += 30;
  doc
    .moveTo(M, cy)
    .lineTo(M + CONTENT, cy)
    .lineWidth(0.6)
    .strokeColor(COLORS.rule)
    .stroke();
  label(doc, word(r, 'amountInWords'), M, cy + 9, CONTENT);
  const bottom = paragraph(doc, r.totalInWords, M, cy + 21, WORDS_STYLE);
  const paid =
    word(r, 'paidOnline', { mode: r.payment.mode }) + (r.payment.id ? word(r, 'paymentId', { id: r.payment.id }) : '');
  line(doc, paid, M, bottom + 4, {
    size: 8.5,
    color: COLORS.inkSoft,
    width: CONTENT,
  });
  return bottom + 18;
}

const STATEMENT_PAD = 14;
const STATEMENT_STYLE = {
  size: 9.5,
  width: CONTENT - 2 * STATEMENT_PAD - 6,
  lineGap: 2.5,
  maxLines: STATEMENT_MAX_LINES,
};
const statementHeight = (doc: Doc, r: ReceiptContent) =>
  2 * STATEMENT_PAD + 16 + paragraphHeight(doc, r.statement.text, STATEMENT_STYLE);

function statement(doc: Doc, r: ReceiptContent, y: number): number {
  const pad = STATEMENT_PAD;
  const textWidth = STATEMENT_STYLE.width;
  const style = STATEMENT_STYLE;
  const h = statementHeight(doc, r);
  doc.roundedRect(M, y, CONTENT, h, 8).fill(r.is80G ? COLORS.cream100 : COLORS.cream50);
  doc
    .roundedRect(M, y, CONTENT, h, 8)
    .lineWidth(r.is80G ? 1.2 : 0.8)
    .strokeColor(r.is80G ? COLORS.gold : COLORS.rule)
    .stroke();
  doc.rect(M, y + 10, 4, h - 20).fill(r.is80G ? COLORS.saffron : COLORS.inkSoft);
  line(doc, r.statement.heading, M + pad + 6, y + pad, {
    size: 10.5,
    bold: true,
    color: COLORS.maroon,
    width: textWidth,
  });
  paragraph(doc, r.statement.text, M + pad + 6, y + pad + 16, { ...style, color: COLORS.ink });
  return y + h;
}

/** At its place near the foot of the page, or lower when the statement reaches it. */
function signature(doc: Doc, r: ReceiptContent, top: number) {
  const y = top;
  const w = 210;
  const x = PAGE.width - M - w;
  line(doc, word(r, 'forIssuer', { issuer: r.issuer.name }), x, y, {
    size: 9.5,
    bold: true,
    width: w,
    align: 'center',
  });
  doc
    .moveTo(x + 15, y + 52)
    .lineTo(x + w - 15, y + 52)
    .lineWidth(0.8)
    .strokeColor(COLORS.ink)
    .stroke();
  line(doc, word(r, 'signatory'), x, y + 58, { size: 9, color: COLORS.inkSoft, width: w, align: 'center' });

  const noteWidth = CONTENT - w - 30;
  paragraph(doc, word(r, r.is80G ? 'keepIt80G' : 'keepIt'), M, y + 30, {
    size: 8,
    color: COLORS.inkSoft,
    width: noteWidth,
    maxLines: 3,
  });
}

function footer(doc: Doc, r: ReceiptContent) {
  const h = FOOTER_H;
  const y = PAGE.height - h;
  doc.rect(0, y - 3, PAGE.width, 3).fill(COLORS.gold);
  doc.rect(0, y, PAGE.width, h).fill(COLORS.cream100);
  line(doc, word(r, 'questions', { contact: r.contact, reference: r.reference }), M, y + 12, {
    size: 8,
    color: COLORS.inkSoft,
    width: CONTENT,
    align: 'center',
  });
  if (r.specimen)
    line(doc, word(r, 'specimenNote'), M, y + 26, {
      size: 8,
      bold: true,
      color: COLORS.danger,
      width: CONTENT,
      align: 'center',
    });
}

function watermark(doc: Doc, r: ReceiptContent) {
  doc.save();
  doc.rotate(-32, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.fillOpacity(0.06);
  line(doc, word(r, 'specimen'), 0, PAGE.height / 2 - 50, {
    size: 96,
    bold: true,
    color: COLORS.danger,
    width: PAGE.width,
    align: 'center',
  });
  doc.restore();
}

/** The receipt as PDF bytes (one A4 page). `compress: false` keeps the content streams readable (tests). */
export function renderReceiptPdf(
  r: ReceiptContent,
  opts: { compress?: boolean; createdAt?: Date } = {},
): Promise<Buffer> {
  const { doc, bytes: done } = newDocument({
    compress: opts.compress ?? true,
    info: {
      Title: `${r.title} ${r.number}`,
      Author: r.issuer.name,
      Subject: r.is80G ? 'Donation receipt under section 80G of the Income-tax Act, 1961' : 'Donation receipt',
      Keywords: [r.number, r.reference, r.is80G ? '80G' : 'no-80G'].join(', '),
      CreationDate: opts.createdAt ?? new Date(),
    },
  });

  header(doc, r);
  let y = facts(doc, r, 148);
  y = donor(doc, r, y + 20) + 8;
  // One page whatever the donation: as many table rows as leave room for the statement.
  const room = CONTENT_END - y - tableFrame(doc, r) - 10 - statementHeight(doc, r);
  y = table(doc, r, y, Math.max(1, Math.min(MAX_ROWS, Math.floor(room / ROW_H))));
  y = statement(doc, r, y + 10);
  signature(doc, r, Math.max(PAGE.height - 168, y + 16));
  footer(doc, r);
  // Last, so no panel covers it; faint enough to read through.
  if (r.specimen) watermark(doc, r);
  doc.end();
  return done;
}
