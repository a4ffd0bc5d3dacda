import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * Text for PDFs (donation receipts, kundli reports): Noto Sans from @fontsource/noto-sans (the
 * standard PDF fonts cannot draw ₹ or Devanagari). Each run of text is set in the subset that
 * covers it (latin, latin-ext for ₹, devanagari for Hindi names), using the subsets' own unicode
 * ranges; lines never wrap inside a word and are shortened with an ellipsis when too long.
 */

const require = createRequire(import.meta.url);

export type Subset = 'latin' | 'latin-ext' | 'devanagari';
const SUBSETS: Subset[] = ['latin', 'latin-ext', 'devanagari'];
type Weight = 400 | 700;
type Fonts = { ranges: Record<Subset, Array<[number, number]>>; files: Map<string, Buffer> };

let fonts: Fonts | undefined;

/** 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]]. */
function parseRanges(spec: string): Array<[number, number]> {
  return spec.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

export const fontKey = (subset: Subset, weight: Weight) => `${subset}-${weight}`;

/**
 * WOFF 1.0 → the plain font (sfnt) it wraps: each table inflated once here. fontkit reads WOFF
 * too, but inflates tables again on every glyph look-up (seconds a page).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(headerLength + tables.reduce((n, t) => n + pad4(t.data.length), 0));
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: the sfnt version
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(2 ** log2 * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

export function loadFonts(): Fonts {
  if (fonts) return fonts;
  const unicode = require('@fontsource/noto-sans/unicode.json') as Record<string, string>;
  const files = new Map<string, Buffer>();
  const ranges = {} as Fonts['ranges'];
  for (const subset of SUBSETS) {
    ranges[subset] = parseRanges(unicode[subset]!);
    for (const weight of [400, 700] as const) {
      const woff = readFileSync(
        require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
      );
      files.set(fontKey(subset, weight), woffToSfnt(woff));
    }
  }
  fonts = { ranges, files };
  return fonts;
}

const covers = (f: Fonts, subset: Subset, cp: number) => f.ranges[subset].some(([a, b]) => cp >= a && cp <= b);

/** Splits text into runs of one subset each; a character stays in the current run when that subset has it. */
export function splitRuns(text: string): Array<{ subset: Subset; text: string }> {
  const f = loadFonts();
  const runs: Array<{ subset: Subset; text: string }> = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    if (current && covers(f, current.subset, cp)) {
      current.text += ch;
      continue;
    }
    const subset = SUBSETS.find((s) => covers(f, s, cp)) ?? 'latin';
    if (current?.subset === subset) current.text += ch;
    else runs.push({ subset, text: ch });
  }
  return runs;
}

// ─── Drawing helpers ────────────────────────────────────────────────────────

export const COLORS = {
  saffron: '#C2410C',
  maroon: '#7F1D1D',
  gold: '#F5B301',
  cream50: '#FFFBF3',
  cream100: '#FDF3E1',
  ink: '#1F1A17',
  inkSoft: '#5B524B',
  rule: '#E6D5B8',
  danger: '#B91C1C',
  white: '#FFFFFF',
};

export type Doc = PDFKit.PDFDocument;
export type Style = { size: number; bold?: boolean; color?: string };

export function setFont(doc: Doc, subset: Subset, style: Style) {
  doc.font(fontKey(subset, style.bold ? 700 : 400)).fontSize(style.size);
}

export function measure(doc: Doc, text: string, style: Style): number {
  return splitRuns(text).reduce((w, run) => {
    setFont(doc, run.subset, style);
    return w + doc.widthOfString(run.text);
  }, 0);
}

/** Shortens text with an ellipsis until it fits `width`. */
export function fit(doc: Doc, text: string, style: Style, width: number): string {
  if (measure(doc, text, style) <= width) return text;
  const chars = [...text];
  const cut = (n: number) => `${chars.slice(0, n).join('').trimEnd()}…`;
  // The longest prefix that fits with its ellipsis, by bisection (measuring is the costly part).
  let [lo, hi] = [1, chars.length - 1];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(doc, cut(mid), style) <= width) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}

/** One line of text (never wraps), left, right or centre aligned within `width`. */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: Style & { width: number; align?: 'left' | 'right' | 'center' },
) {
  const shown = fit(doc, text, style, style.width);
  const w = measure(doc, shown, style);
  let cx = style.align === 'right' ? x + style.width - w : style.align === 'center' ? x + (style.width - w) / 2 : x;
  doc.fillColor(style.color ?? COLORS.ink);
  for (const run of splitRuns(shown)) {
    setFont(doc, run.subset, style);
    doc.text(run.text, cx, y, { lineBreak: false });
    cx += doc.widthOfString(run.text);
  }
}

export type ParagraphStyle = Style & { width: number; maxLines?: number; lineGap?: number };

/**
 * Lines of at most `width`, broken at spaces only (so '₹6,400' never splits between its two
 * faces); a word longer than a line is shortened with an ellipsis when drawn.
 */
export function wrap(doc: Doc, text: string, style: ParagraphStyle): string[] {
  const space = measure(doc, ' ', style);
  const lines: Array<{ text: string; width: number }> = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = measure(doc, word, style);
    const last = lines.at(-1);
    if (last && last.width + space + w <= style.width) {
      last.text += ` ${word}`;
      last.width += space + w;
    } else lines.push({ text: word, width: w });
  }
  const shown = lines.map((l) => l.text);
  if (style.maxLines && shown.length > style.maxLines) {
    shown.length = style.maxLines;
    shown[style.maxLines - 1] = fit(doc, `${shown[style.maxLines - 1]} …`, style, style.width);
  }
  return shown;
}

export function lineHeight(doc: Doc, style: ParagraphStyle): number {
  setFont(doc, 'latin', style);
  return doc.currentLineHeight(true) + (style.lineGap ?? 2);
}

/** A wrapped paragraph; answers the y below it. */
export function paragraph(doc: Doc, text: string, x: number, y: number, style: ParagraphStyle): number {
  const step = lineHeight(doc, style);
  const lines = wrap(doc, text, style);
  lines.forEach((l, i) => line(doc, l, x, y + i * step, style));
  return y + lines.length * step;
}

export const paragraphHeight = (doc: Doc, text: string, style: ParagraphStyle) =>
  wrap(doc, text, style).length * lineHeight(doc, style);

/** A new A4 document with the fonts registered, and the promise of its bytes once ended. */
export function newDocument(options: PDFKit.PDFDocumentOptions): { doc: Doc; bytes: Promise<Buffer> } {
  const f = loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: true, ...options });
  for (const [key, bytes] of f.files) doc.registerFont(key, bytes);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
