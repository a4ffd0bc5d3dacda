import { NAKSHATRA_NAMES, SIGN_NAMES, type Kundli } from '@sankalp/shared/api/kundli';
import {
  NORTH_LINES,
  SOUTH_CELLS,
  labelsByHouse,
  labelsBySign,
  northAnchors,
  signInHouse,
  type Point,
} from '@sankalp/shared/kundli-chart';
import { slugify } from '@sankalp/shared/slug';
import { COLORS, type Doc, line, newDocument, paragraph } from '../../../lib/pdf/text';
import {
  TIME_UNKNOWN_NOTE,
  coordinates,
  dateAt,
  degMin,
  degMinSec,
  localDateTime,
  runningMahadasha,
  utcOffset,
} from '@sankalp/shared/kundli-format';

/**
 * The kundli as a two-page A4 report: the birth details, the North and South Indian charts drawn
 * from the geometry the web uses (packages/shared/src/kundli-chart.ts), the planet table, the
 * Vimshottari dasha with the running period's antardashas, the birth panchang and the
 * conventions it was computed with.
 */

const PAGE = { width: 595.28, height: 841.89 };
const M = 40;
const CONTENT = PAGE.width - 2 * M;
const CHART = 236;

/**
 * The download's Content-Disposition: an ASCII file name (headers carry no other text), and the
 * name in full as UTF-8 (RFC 6266 / 5987) for a name in Devanagari.
 */
export function reportDisposition(name: string): string {
  const slug = slugify(name);
  const ascii = slug
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  const plain = `attachment; filename="kundli-${ascii || 'report'}.pdf"`;
  return ascii === slug ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(`kundli-${slug}.pdf`)}`;
}

const CONVENTIONS =
  'Sidereal zodiac, Lahiri (Chitrapaksha) ayanamsa; Rahu by the true node, Ketu opposite; whole-sign houses from the lagna; Vimshottari dasha from the Moon’s nakshatra with years of 365.25 days. Positions computed by Sankalp with astronomy-engine and checked against the Swiss Ephemeris (within a few arcminutes).';

function header(doc: Doc, k: Kundli) {
  doc.rect(0, 0, PAGE.width, 78).fill(COLORS.maroon);
  doc.rect(0, 78, PAGE.width, 3).fill(COLORS.gold);
  line(doc, 'Janam Kundli', M, 22, { size: 24, bold: true, color: COLORS.white, width: CONTENT / 2 });
  line(doc, 'Vedic birth chart · Sankalp', M, 52, { size: 9.5, color: '#F9E7C7', width: CONTENT / 2 });
  line(doc, k.name, M + CONTENT / 2, 26, {
    size: 15,
    bold: true,
    color: COLORS.white,
    width: CONTENT / 2,
    align: 'right',
  });
  line(doc, `${localDateTime(k.birth.local)} (${utcOffset(k.birth.place.utcOffsetMinutes)})`, M + CONTENT / 2, 50, {
    size: 9.5,
    color: '#F9E7C7',
    width: CONTENT / 2,
    align: 'right',
  });
}

function birthDetails(doc: Doc, k: Kundli, timeUnknown: boolean, y: number): number {
  const p = k.birth.place;
  const zone = p.timezone ? `${p.timezone} (${utcOffset(p.utcOffsetMinutes)} at birth)` : utcOffset(p.utcOffsetMinutes);
  const rows: [string, string][] = [
    ['Place of birth', `${p.name} · ${coordinates(p.latitude, p.longitude)}`],
    ['Time zone', zone],
    [
      'Lagna (ascendant)',
      `${SIGN_NAMES[k.lagna.sign - 1]} ${degMin(k.lagna.degreeInSign)} · ${NAKSHATRA_NAMES[k.lagna.nakshatra - 1]} pada ${k.lagna.pada}`,
    ],
  ];
  for (const [label, value] of rows) {
    line(doc, label.toUpperCase(), M, y, { size: 7.5, bold: true, color: COLORS.inkSoft, width: 120 });
    line(doc, value, M + 120, y - 1.5, { size: 10, color: COLORS.ink, width: CONTENT - 120 });
    y += 17;
  }
  if (timeUnknown) {
    doc.roundedRect(M, y + 2, CONTENT, 26, 5).fill('#FEF3C7');
    line(doc, TIME_UNKNOWN_NOTE, M + 10, y + 10, { size: 8.5, bold: true, color: '#92400E', width: CONTENT - 20 });
    y += 34;
  }
  return y;
}

/** Writes up to `lines` of labels centred at (cx, cy), two to a line once they do not fit one each. */
function labelStack(doc: Doc, labels: string[], cx: number, cy: number, width: number, lines = 3) {
  const perLine = Math.max(1, Math.ceil(labels.length / lines));
  const rows: string[] = [];
  for (let i = 0; i < labels.length; i += perLine) rows.push(labels.slice(i, i + perLine).join(' '));
  const size = labels.length > 4 ? 7.5 : 8.5;
  const step = size + 2;
  rows.forEach((r, i) => {
    const y = cy - (rows.length * step) / 2 + i * step;
    line(doc, r, cx - width / 2, y, { size, bold: true, color: COLORS.maroon, width, align: 'center' });
  });
}

function northChart(doc: Doc, k: Kundli, x: number, y: number) {
  const at = ([px, py]: Point): [number, number] => [x + px * CHART, y + py * CHART];
  doc.rect(x, y, CHART, CHART).fill(COLORS.cream50);
  doc.lineWidth(1).strokeColor(COLORS.saffron);
  for (const [a, b] of NORTH_LINES)
    doc
      .moveTo(...at(a))
      .lineTo(...at(b))
      .stroke();
  const labels = labelsByHouse(k);
  for (let house = 1; house <= 12; house++) {
    const anchors = northAnchors(house);
    const [sx, sy] = at(anchors.sign);
    line(doc, String(signInHouse(k.lagna.sign, house)), sx - 10, sy - 4, {
      size: 7.5,
      color: COLORS.inkSoft,
      width: 20,
      align: 'center',
    });
    const [gx, gy] = at(anchors.grahas);
    const big = house === 1 || house === 4 || house === 7 || house === 10;
    labelStack(doc, labels[house - 1]!, gx, gy - 2, big ? 64 : 46, 3);
  }
}

function southChart(doc: Doc, k: Kundli, x: number, y: number) {
  const cell = CHART / 4;
  doc.rect(x, y, CHART, CHART).fill(COLORS.cream50);
  doc.lineWidth(1).strokeColor(COLORS.saffron);
  const labels = labelsBySign(k);
  SOUTH_CELLS.forEach(([row, col], i) => {
    const cx = x + col * cell;
    const cy = y + row * cell;
    doc.rect(cx, cy, cell, cell).stroke();
    if (i + 1 === k.lagna.sign) {
      // The lagna's sign: a diagonal across its top-left corner, as South Indian charts mark it.
      doc
        .moveTo(cx, cy + 14)
        .lineTo(cx + 14, cy)
        .stroke();
    }
    line(doc, SIGN_NAMES[i]!, cx + 3, cy + cell - 11, {
      size: 6.5,
      color: COLORS.inkSoft,
      width: cell - 6,
      align: 'right',
    });
    labelStack(doc, labels[i]!, cx + cell / 2, cy + cell / 2 - 4, cell - 6, 3);
  });
  line(doc, 'Rasi', x + cell, y + CHART / 2 - 14, {
    size: 12,
    bold: true,
    color: COLORS.maroon,
    width: 2 * cell,
    align: 'center',
  });
  line(doc, k.name, x + cell + 6, y + CHART / 2 + 4, {
    size: 8,
    color: COLORS.inkSoft,
    width: 2 * cell - 12,
    align: 'center',
  });
}

function charts(doc: Doc, k: Kundli, y: number): number {
  const gap = CONTENT - 2 * CHART;
  const titles = ['North Indian · houses fixed, signs numbered', 'South Indian · signs fixed, lagna marked'];
  [M, M + CHART + gap].forEach((x, i) =>
    line(doc, titles[i]!, x, y, { size: 8.5, bold: true, color: COLORS.ink, width: CHART }),
  );
  northChart(doc, k, M, y + 14);
  southChart(doc, k, M + CHART + gap, y + 14);
  return y + 14 + CHART;
}

type Column = { title: string; width: number; align?: 'left' | 'right' | 'center' };

function table(doc: Doc, title: string, columns: Column[], rows: string[][], y: number, highlight?: number): number {
  line(doc, title, M, y, { size: 12, bold: true, color: COLORS.maroon, width: CONTENT });
  y += 20;
  doc.rect(M, y, CONTENT, 18).fill(COLORS.cream100);
  let x = M + 6;
  for (const c of columns) {
    line(doc, c.title.toUpperCase(), x, y + 5.5, {
      size: 7,
      bold: true,
      color: COLORS.inkSoft,
      width: c.width - 8,
      align: c.align,
    });
    x += c.width;
  }
  y += 18;
  rows.forEach((r, i) => {
    if (i === highlight) doc.rect(M, y, CONTENT, 17).fill('#FFF1DC');
    x = M + 6;
    r.forEach((cellText, j) => {
      const c = columns[j]!;
      line(doc, cellText, x, y + 4.5, {
        size: 9,
        bold: j === 0,
        color: COLORS.ink,
        width: c.width - 8,
        align: c.align,
      });
      x += c.width;
    });
    doc
      .moveTo(M, y + 17)
      .lineTo(M + CONTENT, y + 17)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    y += 17;
  });
  return y;
}

function planetTable(doc: Doc, k: Kundli, y: number): number {
  const cols: Column[] = [
    { title: 'Graha', width: 76 },
    { title: 'Sign', width: 80 },
    { title: 'Degree', width: 58, align: 'right' },
    { title: 'Nakshatra', width: 126 },
    { title: 'Pada', width: 40, align: 'center' },
    { title: 'House', width: 44, align: 'center' },
    { title: 'Motion', width: CONTENT - 424 },
  ];
  const rows = [
    [
      'Lagna',
      SIGN_NAMES[k.lagna.sign - 1]!,
      degMin(k.lagna.degreeInSign),
      NAKSHATRA_NAMES[k.lagna.nakshatra - 1]!,
      String(k.lagna.pada),
      '1',
      '—',
    ],
    ...k.planets.map((p) => [
      p.name,
      SIGN_NAMES[p.sign - 1]!,
      degMin(p.degreeInSign),
      NAKSHATRA_NAMES[p.nakshatra - 1]!,
      String(p.pada),
      String(p.house),
      p.name === 'Rahu' || p.name === 'Ketu' ? 'Node, always R' : p.retrograde ? 'Retrograde (R)' : 'Direct',
    ]),
  ];
  return table(doc, 'Grahas', cols, rows, y);
}

function footer(doc: Doc, page: number, pages: number, now: Date) {
  const y = PAGE.height - 34;
  doc
    .moveTo(M, y - 8)
    .lineTo(M + CONTENT, y - 8)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  line(doc, `Computed by Sankalp on ${dateAt(now.toISOString(), 330)} · for guidance, to be read with a pandit`, M, y, {
    size: 7.5,
    color: COLORS.inkSoft,
    width: CONTENT - 60,
  });
  line(doc, `Page ${page} of ${pages}`, M + CONTENT - 60, y, {
    size: 7.5,
    color: COLORS.inkSoft,
    width: 60,
    align: 'right',
  });
}

function dashaPage(doc: Doc, k: Kundli, now: Date) {
  const offset = k.birth.place.utcOffsetMinutes;
  const running = runningMahadasha(k.dasha.mahadashas, now.getTime());
  let y = M;
  line(doc, `Vimshottari dasha · ${k.name}`, M, y, { size: 16, bold: true, color: COLORS.maroon, width: CONTENT });
  y = paragraph(
    doc,
    `At birth ${k.dasha.balanceYears.toFixed(2)} years of the ${k.dasha.mahadashas[0]!.lord} mahadasha remained. Periods below run from the start date to the end date (dates at the place of birth).`,
    M,
    y + 26,
    { size: 9.5, color: COLORS.inkSoft, width: CONTENT },
  );
  const cols: Column[] = [
    { title: 'Mahadasha', width: 130 },
    { title: 'Years', width: 60, align: 'right' },
    { title: 'From', width: 120 },
    { title: 'To', width: 120 },
    { title: '', width: CONTENT - 430 },
  ];
  const rows = k.dasha.mahadashas.map((m) => [
    m.lord,
    String(m.years),
    dateAt(m.start, offset),
    dateAt(m.end, offset),
    m === running ? 'Running now' : '',
  ]);
  y = table(doc, 'Mahadashas', cols, rows, y + 10, running ? k.dasha.mahadashas.indexOf(running) : undefined);
  if (running) {
    const inner = running.antardashas;
    const current = inner.findIndex((a) => Date.parse(a.start) <= now.getTime() && now.getTime() < Date.parse(a.end));
    y = table(
      doc,
      `Antardashas of the ${running.lord} mahadasha`,
      [
        { title: 'Antardasha', width: 190 },
        { title: 'From', width: 120 },
        { title: 'To', width: 120 },
        { title: '', width: CONTENT - 430 },
      ],
      inner.map((a, i) => [
        `${running.lord} / ${a.lord}`,
        dateAt(a.start, offset),
        dateAt(a.end, offset),
        i === current ? 'Running now' : '',
      ]),
      y + 22,
      current >= 0 ? current : undefined,
    );
  }
  const pc = k.panchang;
  y = table(
    doc,
    'Panchang at birth',
    [
      { title: 'Element', width: 130 },
      { title: 'At the moment of birth', width: CONTENT - 130 },
    ],
    [
      ['Tithi', `${pc.tithiName} (${pc.paksha} paksha, tithi ${pc.tithi})`],
      ['Nakshatra', pc.nakshatraName],
      ['Yoga', pc.yogaName],
      ['Karana', pc.karanaName],
      ['Vara', `${pc.varaName} (the Vedic day begins at sunrise)`],
      [
        'Sunrise',
        pc.sunrise
          ? `${pc.sunrise.slice(11, 16)} on ${dateAt(pc.sunrise, offset)}`
          : 'The Sun did not rise that day here',
      ],
    ],
    y + 22,
  );
  line(doc, `Ayanamsa (Lahiri) at birth: ${degMinSec(k.ayanamsa)}`, M, y + 18, {
    size: 9,
    bold: true,
    color: COLORS.ink,
    width: CONTENT,
  });
  paragraph(doc, CONVENTIONS, M, y + 34, { size: 8.5, color: COLORS.inkSoft, width: CONTENT });
}

/** The report as PDF bytes. `compress: false` keeps the content streams readable (tests). */
export function renderKundliReport(
  k: Kundli,
  opts: { timeUnknown: boolean; now: Date; compress?: boolean },
): Promise<Buffer> {
  const { doc, bytes } = newDocument({
    compress: opts.compress ?? true,
    info: {
      Title: `Janam Kundli · ${k.name}`,
      Author: 'Sankalp',
      Subject: 'Vedic birth chart',
      CreationDate: opts.now,
    },
  });
  header(doc, k);
  let y = birthDetails(doc, k, opts.timeUnknown, 100);
  y = charts(doc, k, y + 12);
  planetTable(doc, k, y + 20);
  footer(doc, 1, 2, opts.now);
  doc.addPage({ size: 'A4', margin: 0 });
  dashaPage(doc, k, opts.now);
  footer(doc, 2, 2, opts.now);
  doc.end();
  return bytes;
}
