// Reusable devotional motifs. Each shape is defined once per file in <defs>
// (at a unit size, origin at its base) and stamped with <use>, so a row of
// twelve diyas costs twelve short tags rather than twelve copies of a path.
import { C } from './palette.mjs';
import { P, el, path, circle, ellipse, rect, g, use, polar, line } from './lib.mjs';

const none = { fill: 'none' };

/* ---------- flame & glow ---------- */

/** Teardrop with its round bottom at y=0 and tip at y=-h. */
export const teardrop = (h, w, dx = 0) =>
  P`M${dx} ${-h}C${w * 0.2} ${-h * 0.6} ${w / 2} ${-h * 0.48} ${w / 2} ${-h * 0.25}A${w / 2} ${w / 2} 0 0 1 ${-w / 2} ${-h * 0.25}C${-w / 2} ${-h * 0.48} ${-w * 0.2} ${-h * 0.6} ${dx} ${-h}Z`;

/** Three-layer flame, 100 units tall, base at the origin. */
export function flameDef(d) {
  return d.def(
    'fl',
    g({ id: 'fl' }, path(teardrop(100, 52, 4), C.orange) + path(teardrop(76, 38, 2), C.gold) + path(teardrop(40, 20), C.cream, { transform: 'translate(0 -3)' })),
  );
}
export const flame = (d, x, y, h = 100, rot = 0) => (flameDef(d), use('fl', x, y, h / 100, rot));

/** Soft warm halo behind lamps. */
export function glow(d, x, y, r, op = 1) {
  d.rad('gw', [[0, C.gold, 0.55], [0.45, C.apricot, 0.22], [1, C.apricot, 0]]);
  return circle(x, y, r, 'url(#gw)', { opacity: op === 1 ? undefined : op });
}

/* ---------- diya ---------- */

/** Clay (default) or brass oil lamp, ~140 wide, flame on the spout. */
export function diyaDef(d, brass = false) {
  const id = brass ? 'dyb' : 'dyc';
  flameDef(d);
  const [body, dark, oil] = brass ? [C.gold, C.amber, C.bronze] : [C.saffron, C.maroon, C.amber];
  return d.def(
    id,
    g(
      { id },
      path('M-58 -22C-54 8-28 16 0 16C28 16 46 6 56-8L82-27C70-27 58-22 46-22Z', body) +
        path('M0 16C28 16 46 6 56-8L82-27C70-27 58-22 46-22L0-22Z', dark, { opacity: 0.25 }) +
        ellipse(-6, -22, 52, 8, dark) +
        ellipse(-6, -21, 44, 5, oil) +
        path('M-48-6Q-6 14 40-4', 'none', { stroke: brass ? C.bronze : C.gold, 'stroke-width': 4, 'stroke-dasharray': '0 9', 'stroke-linecap': 'round' }) +
        path('M-20 14H20L26 24H-26Z', dark) +
        path('M62-18L74-28', 'none', { stroke: C.ink, 'stroke-width': 3 }) +
        use('fl', 74, -26, 0.5),
    ),
  );
}
/** Diya with halo; (x, y) is the foot of the lamp. */
export const diya = (d, x, y, s = 1, brass = false, halo = true) =>
  (halo ? glow(d, x + 74 * s, y - 56 * s, 70 * s) : '') + (diyaDef(d, brass), use(brass ? 'dyb' : 'dyc', x, y - 24 * s, s));

/** Row of diyas along a line (festive ledges, ghats, borders). */
export function diyaRow(d, x0, x1, y, n, s = 0.5, brass = false) {
  let out = '';
  for (let i = 0; i < n; i++) out += diya(d, x0 + ((x1 - x0) * i) / Math.max(1, n - 1), y, s, brass);
  return out;
}

/* ---------- lotus ---------- */

export function lotusDef(d) {
  d.lin('lgf', [[0, C.clay], [0.55, C.apricot], [1, C.sand]]);
  d.lin('lgb', [[0, C.saffron], [1, C.apricot]]);
  d.def('pt', path('M0 0C-22-26-22-66 0-100C22-66 22-26 0 0Z', undefined, { id: 'pt' }));
  const p = (rot, s, f) => use('pt', 0, 0, s, rot, { fill: `url(#${f})`, stroke: C.saffron, 'stroke-opacity': 0.35, 'stroke-width': 1.5 });
  return d.def(
    'lo',
    g(
      { id: 'lo' },
      p(-84, 0.72, 'lgb') + p(84, 0.72, 'lgb') + p(-58, 0.9, 'lgb') + p(58, 0.9, 'lgb') +
        p(-32, 0.98, 'lgf') + p(32, 0.98, 'lgf') + p(-14, 1.02, 'lgf') + p(14, 1.02, 'lgf') + p(0, 1.08, 'lgf'),
    ),
  );
}
/** Lotus ~200 wide, base at (x, y). pad=true adds a leaf pad under it. */
export const lotus = (d, x, y, s = 1, pad = false) =>
  (pad ? ellipse(x, y + 4 * s, 120 * s, 16 * s, C.leaf, { opacity: 0.85 }) : '') + (lotusDef(d), use('lo', x, y, s));

/* ---------- bell ---------- */

export function bellDef(d) {
  return d.def(
    'bel',
    g(
      { id: 'bel' },
      circle(0, 8, 7, 'none', { stroke: C.amber, 'stroke-width': 4 }) +
        path('M-12 18C-30 20-34 50-36 80C-37 92-42 96-48 100H48C42 96 37 92 36 80C34 50 30 20 12 18Z', C.gold) +
        path('M0 18H12C30 20 34 50 36 80C37 92 42 96 48 100H0Z', C.amber, { opacity: 0.45 }) +
        path('M-22 40C-24 56-26 70-27 84', 'none', { stroke: C.cream, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.55 }) +
        path('M-33 62H33', 'none', { stroke: C.bronze, 'stroke-width': 4, 'stroke-dasharray': '0 8', 'stroke-linecap': 'round' }) +
        rect(-50, 96, 100, 10, C.amber, { rx: 5 }) +
        circle(0, 114, 8, C.bronze),
    ),
  );
}
/** Hanging bell: chain from (x, top) down to the bell at y. */
export const bell = (d, x, top, y, s = 1) =>
  line(x, top, x, y + 2, C.amber, 4 * s, { 'stroke-dasharray': `${7 * s} ${4 * s}` }) + (bellDef(d), use('bel', x, y, s));

/* ---------- marigold garlands ---------- */

export function marigoldDefs(d) {
  const m = (id, f, c) =>
    g({ id }, circle(0, 0, 9, f, { stroke: f, 'stroke-width': 5, 'stroke-dasharray': '2.2 1.6' }) + circle(0, 0, 4.5, c, { stroke: c, 'stroke-width': 2, 'stroke-dasharray': '1.4 1.4' }));
  d.def('mo', m('mo', C.orange, C.saffron));
  d.def('my', m('my', C.gold, C.amber));
  d.def('lf', path('M0 0C10-12 12-36 0-52C-12-36-10-12 0 0Z', undefined, { id: 'lf' }));
}
/** Quadratic point at t for a swag from a to b sagging by sag. */
const swagPt = (x1, y1, x2, y2, sag, t) => {
  const cx = (x1 + x2) / 2, cy = (y1 + y2) / 2 + sag * 2;
  const u = 1 - t;
  return [u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2];
};
/** A marigold swag between two points; flowers every `step` units. */
export function garland(d, x1, y1, x2, y2, sag = 40, s = 1, step = 17) {
  marigoldDefs(d);
  const n = Math.max(2, Math.round(Math.hypot(x2 - x1, y2 - y1 + sag) / (step * s)));
  let out = '';
  for (let i = 0; i <= n; i++) {
    const [x, y] = swagPt(x1, y1, x2, y2, sag, i / n);
    out += use(i % 3 === 1 ? 'my' : 'mo', x, y, s);
  }
  return out;
}
/** Vertical strand of marigolds ending in a mango leaf. */
export function strand(d, x, y, n = 4, s = 1) {
  marigoldDefs(d);
  let out = '';
  for (let i = 0; i < n; i++) out += use(i % 2 ? 'my' : 'mo', x, y + i * 16 * s, s);
  return out + use('lf', x, y + (n - 1) * 16 * s + 6 * s, 0.7 * s, 180, { fill: C.leaf });
}
/** Festive toran across the top edge: swags with strands at each joint. */
export function toran(d, w, y = 0, swags = 4, s = 1, sag = 30) {
  let out = '';
  const step = w / swags;
  for (let i = 0; i < swags; i++) out += garland(d, i * step, y, (i + 1) * step, y, sag * s, s);
  for (let i = 1; i < swags; i++) out += strand(d, i * step, y + 16 * s, 3, s);
  return out;
}
/** Mango-leaf bandhanwar: a cord with hanging leaves. */
export function leafToran(d, x0, x1, y, s = 1) {
  marigoldDefs(d);
  let out = line(x0, y, x1, y, C.bronze, 3 * s);
  const n = Math.round((x1 - x0) / (22 * s));
  for (let i = 0; i <= n; i++) out += use('lf', x0 + ((x1 - x0) * i) / n, y, 0.8 * s, 180, { fill: i % 2 ? C.leaf : C.leaf2 });
  return out;
}

/* ---------- mandala & jali ---------- */

/** Closed rosette of n pointed petals between radii r0 and r1. */
export function rosette(n, r0, r1, cx = 0, cy = 0, fat = 0.9) {
  const half = 180 / n;
  let [x, y] = polar(cx, cy, r0, -half);
  let dd = P`M${x} ${y}`;
  for (let i = 0; i < n; i++) {
    const a = i * 2 * half;
    const rm = r0 + (r1 - r0) * 0.7;
    const c0 = polar(cx, cy, rm, a - half * fat), tip = polar(cx, cy, r1, a), c1 = polar(cx, cy, rm, a + half * fat), b = polar(cx, cy, r0, a + half);
    dd += P`Q${c0[0]} ${c0[1]} ${tip[0]} ${tip[1]}Q${c1[0]} ${c1[1]} ${b[0]} ${b[1]}`;
  }
  return dd + 'Z';
}

/** Layered mandala disc in one colour; subtle by default. */
export function mandala(d, cx, cy, r, color = C.gold, op = 0.5) {
  d.def('pr', path(rosette(16, 80, 100), undefined, { id: 'pr' }));
  d.def('pe', path(rosette(8, 6, 40, 0, 0, 1), undefined, { id: 'pe' }));
  const k = r / 100;
  const ring = (rr, w, extra = {}) => circle(0, 0, rr, 'none', { stroke: color, 'stroke-width': w, ...extra });
  const dot = (2 * Math.PI * 72) / 40;
  return g(
    { transform: `translate(${cx} ${cy}) scale(${Math.round(k * 1000) / 1000})`, opacity: op },
    use('pr', 0, 0, 1, 0, { fill: color, 'fill-opacity': 0.28, stroke: color, 'stroke-width': 1.2 }) +
      ring(74, 1.5) +
      ring(70, 3, { 'stroke-dasharray': `0 ${dot.toFixed(2)}`, 'stroke-linecap': 'round' }) +
      ring(64, 1.2) +
      use('pr', 0, 0, 0.6, 11.25, { fill: color, 'fill-opacity': 0.2, stroke: color, 'stroke-width': 1.5 }) +
      ring(44, 1.2) +
      use('pe', 0, 0, 1, 0, { fill: color, 'fill-opacity': 0.35, stroke: color, 'stroke-width': 1 }) +
      circle(0, 0, 5, color),
  );
}

/** Interlocking-circle jali lattice as a <pattern>; returns a fill url. */
export function jali(d, color = C.gold, size = 48, w = 1.4) {
  const id = 'jl' + size;
  const h = size / 2;
  d.def(
    id,
    el(
      'pattern',
      { id, width: size, height: size, patternUnits: 'userSpaceOnUse' },
      g({ fill: 'none', stroke: color, 'stroke-width': w }, circle(h, h, h) + circle(0, 0, h) + circle(size, 0, h) + circle(0, size, h) + circle(size, size, h)),
    ),
  );
  return `url(#${id})`;
}

/** Small four-point sparkle / star. */
export function sparkle(d, x, y, s = 1, color = C.gold) {
  d.def('sp', path('M0-10Q1-1 10 0Q1 1 0 10Q-1 1-10 0Q-1-1 0-10Z', undefined, { id: 'sp' }));
  return use('sp', x, y, s, 0, { fill: color });
}
/** Scatter of tiny stars / sparkles in a box (night skies). */
export function stars(d, n, x0, y0, x1, y1, color = C.butter) {
  let dots = '';
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = d.rand.range(x0, x1), y = d.rand.range(y0, y1);
    if (i % 5 === 0) out += sparkle(d, x, y, d.rand.range(0.5, 0.9), color);
    else dots += P`M${x} ${y}h0`;
  }
  return out + path(dots, 'none', { stroke: color, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.8 });
}
/** Little flock of birds (two-stroke chevrons). */
export function birds(d, x, y, n = 3, s = 1, color = C.maroon) {
  let dd = '';
  for (let i = 0; i < n; i++) {
    const bx = x + i * 26 * s + d.rand.range(-6, 6) * s, by = y + ((i * 37) % 19) * s - 9 * s, k = s * d.rand.range(0.7, 1.1);
    dd += P`M${bx} ${by}q${6 * k} ${-6 * k} ${11 * k} 0q${5 * k} ${-6 * k} ${11 * k} 0`;
  }
  return path(dd, 'none', { stroke: color, 'stroke-width': 2.2 * s, 'stroke-linecap': 'round', opacity: 0.7 });
}

/** Scattered flower petals (offerings on a floor / in the air). */
export function petals(d, n, x0, y0, x1, y1, colors = [C.orange, C.gold, C.maroon]) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = d.rand.range(x0, x1), y = d.rand.range(y0, y1);
    out += ellipse(0, 0, 7, 3.5, colors[i % colors.length], { transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(d.rand() * 180)})` });
  }
  return out;
}

/* ---------- kalash ---------- */

/** Brass (or copper) kalash with mango leaves and coconut; base at origin, ~160 tall. */
export function kalashDef(d, copper = false) {
  marigoldDefs(d);
  const id = copper ? 'kac' : 'kab';
  const [body, shade] = copper ? [C.clay, C.saffron] : [C.gold, C.amber];
  const leaf = (rot, s, f) => use('lf', 0, -96, s, rot, { fill: f });
  return d.def(
    id,
    g(
      { id },
      leaf(-68, 1, C.leaf) + leaf(68, 1, C.leaf) + leaf(-38, 1.1, C.leaf2) + leaf(38, 1.1, C.leaf2) +
        ellipse(0, -128, 25, 31, '#7A4A26') +
        path('M-10-156Q0-172 10-156', 'none', { stroke: '#A86B3C', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
        path('M-16-118Q0-110 16-118', 'none', { stroke: '#A86B3C', 'stroke-width': 2.5 }) +
        path('M-24-92C-26-84-68-80-68-46C-68-16-40 0 0 0C40 0 68-16 68-46C68-80 26-84 24-92Z', body) +
        path('M0-92H24C26-84 68-80 68-46C68-16 40 0 0 0Z', shade, { opacity: 0.4 }) +
        path('M-66-58Q0-44 66-58L67-46Q0-30-67-46Z', C.maroon) +
        path('M-62-51Q0-37 62-51', 'none', { stroke: C.gold, 'stroke-width': 3.5, 'stroke-dasharray': '0 8', 'stroke-linecap': 'round' }) +
        circle(0, -72, 6, C.maroon) +
        ellipse(0, -94, 30, 7, shade) +
        ellipse(0, 0, 32, 5, shade),
    ),
  );
}
export const kalash = (d, x, y, s = 1, copper = false) => (kalashDef(d, copper), use(copper ? 'kac' : 'kab', x, y, s));

/* ---------- havan kund ---------- */

export function havanDef(d) {
  flameDef(d);
  const tier = (y, w0, w1, f) => path(P`M${-w0} ${y}H${w0}L${w1} ${y + 22}H${-w1}Z`, f);
  return d.def(
    'hk',
    g(
      { id: 'hk' },
      // flames first so the brick rim sits in front of them
      use('fl', -70, 2, 0.7, -12) + use('fl', 70, 2, 0.72, 12) + use('fl', -36, 2, 1.15, -5) + use('fl', 38, 2, 1.1, 6) + use('fl', 0, 4, 1.55) +
        path('M-80-2L60 10M-60 12L84-4', 'none', { stroke: C.wine, 'stroke-width': 9, 'stroke-linecap': 'round' }) +
        rect(-126, -4, 252, 10, C.clay, { rx: 3 }) +
        tier(6, 120, 106, C.saffron) + tier(28, 104, 90, C.rust) + tier(50, 88, 74, C.maroon) +
        path('M-112 17H112M-96 39H96M-80 61H80', 'none', { stroke: C.peach, 'stroke-width': 2, 'stroke-dasharray': '18 8', opacity: 0.4 }),
    ),
  );
}
/** Havan kund with fire; (x, y) is the rim centre. */
export const havan = (d, x, y, s = 1) => glow(d, x, y - 90 * s, 200 * s) + (havanDef(d), use('hk', x, y, s)) + sparks(d, x, y - 170 * s, 90 * s);

/** Rising embers above a fire. */
export function sparks(d, x, y, spread) {
  let dd = '';
  for (let i = 0; i < 9; i++) dd += P`M${x + d.rand.range(-spread, spread)} ${y + d.rand.range(-spread * 0.6, spread * 0.5)}h0`;
  return path(dd, 'none', { stroke: C.gold, 'stroke-width': 5, 'stroke-linecap': 'round' });
}

/* ---------- plates, cloth, food ---------- */

/** Brass thali seen at an angle; (cx, cy) centre, rx radius. */
export function thali(d, cx, cy, rx, ry = rx * 0.32, color = C.gold) {
  return (
    ellipse(cx, cy + ry * 0.22, rx, ry, C.amber) +
    ellipse(cx, cy, rx, ry, color) +
    ellipse(cx, cy, rx * 0.82, ry * 0.74, C.amber, { opacity: 0.35 }) +
    ellipse(cx, cy, rx * 0.91, ry * 0.87, 'none', { stroke: C.bronze, 'stroke-width': 2.5, 'stroke-dasharray': '0 9', 'stroke-linecap': 'round' })
  );
}

/** Low wooden chowki draped in cloth with a gold border and scalloped hem. */
export function chowki(d, cx, y, w, h, cloth = C.maroon, border = C.gold) {
  const x = cx - w / 2;
  const n = Math.round(w / 28);
  const sc = w / n;
  let hem = P`M${x} ${y + h}`;
  for (let i = 0; i < n; i++) hem += P`a${sc / 2} ${sc / 2.4} 0 0 0 ${sc} 0`;
  return (
    rect(x + 20, y + h, 16, 40, C.bronze) + rect(x + w - 36, y + h, 16, 40, C.bronze) +
    rect(x - 10, y - 10, w + 20, 14, C.bronze, { rx: 4 }) +
    rect(x, y, w, h, cloth) +
    path(hem + P`V${y + h - 2}H${x}Z`, cloth) +
    rect(x, y + h - 34, w, 16, border) +
    path(P`M${x} ${y + h - 26}h${w}`, 'none', { stroke: cloth, 'stroke-width': 5, 'stroke-dasharray': '2 10 8 10', opacity: 0.6 }) +
    path(P`M${x} ${y + 8}h${w}`, 'none', { stroke: border, 'stroke-width': 3, 'stroke-dasharray': '0 12', 'stroke-linecap': 'round' })
  );
}

/** Laddoo: a sphere with boondi texture. */
export function laddooDef(d) {
  return d.def(
    'ld',
    g(
      { id: 'ld' },
      circle(0, 0, 20, '#F2A22C') +
        circle(0, 0, 15, 'none', { stroke: C.amber, 'stroke-width': 4, 'stroke-dasharray': '0 6', 'stroke-linecap': 'round' }) +
        circle(0, 0, 7, 'none', { stroke: C.gold, 'stroke-width': 4, 'stroke-dasharray': '0 5', 'stroke-linecap': 'round' }) +
        circle(-7, -8, 5, C.butter, { opacity: 0.45 }),
    ),
  );
}
/** Pyramid of laddoos with its base row centred at (cx, y). */
export function laddooStack(d, cx, y, rows = 3, s = 1) {
  laddooDef(d);
  let out = '';
  for (let r = 0; r < rows; r++) {
    const n = rows - r;
    for (let i = 0; i < n; i++) out += use('ld', cx + (i - (n - 1) / 2) * 38 * s, y - r * 32 * s, s);
  }
  return out;
}

/** Coconut (optionally wrapped in red chunri with gold trim). */
export function coconut(d, x, y, s = 1, wrapped = true) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    ellipse(0, 0, 44, 56, '#7A4A26') +
      path('M-20-48Q0-82 20-48', '#A86B3C') +
      path('M-30-30Q-36 0-28 30M-10-50Q-16 0-10 50M14-50Q20 0 14 50', 'none', { stroke: '#A86B3C', 'stroke-width': 2.5, opacity: 0.7 }) +
      (wrapped
        ? path('M-44 4C-40 40-20 56 0 56C20 56 40 40 44 4C30 16 14 20 0 20C-14 20-30 16-44 4Z', C.saffron) +
          path('M-44 4C-30 16-14 20 0 20C14 20 30 16 44 4', 'none', { stroke: C.gold, 'stroke-width': 5 }) +
          path('M-30 36Q0 46 30 36', 'none', { stroke: C.gold, 'stroke-width': 3, 'stroke-dasharray': '0 8', 'stroke-linecap': 'round' })
        : ''),
  );
}

/** Bel patra: the trifoliate leaf offered to Shiva. */
export function belPatra(d, x, y, s = 1, rot = 0) {
  marigoldDefs(d);
  const leaf = (r, sc, f) => use('lf', 0, 0, sc, r, { fill: f });
  return g(
    { transform: `translate(${x} ${y}) scale(${s}) rotate(${rot})` },
    line(0, 0, 0, 40, C.leaf, 5, { 'stroke-linecap': 'round' }) +
      leaf(-62, 1.5, C.leaf) + leaf(62, 1.5, C.leaf) + leaf(0, 1.8, C.leaf2) +
      path('M0 0L-62-34M0 0L62-34M0 0V-80', 'none', { stroke: C.butter, 'stroke-width': 1.5, opacity: 0.6 }),
  );
}

/** Crescent or full moon with a faint halo. */
export function moon(d, x, y, r, full = true) {
  return (
    circle(x, y, r * 1.9, C.butter, { opacity: 0.08 }) +
    circle(x, y, r * 1.4, C.butter, { opacity: 0.12 }) +
    (full ? circle(x, y, r, C.snow) + circle(x - r * 0.3, y + r * 0.2, r * 0.22, C.mist, { opacity: 0.6 }) + circle(x + r * 0.35, y - r * 0.3, r * 0.14, C.mist, { opacity: 0.6 })
      : path(P`M${x} ${y - r}A${r} ${r} 0 1 0 ${x} ${y + r}A${r * 0.78} ${r * 0.78} 0 1 1 ${x} ${y - r}Z`, C.snow))
  );
}

/** Sun disc with soft rings (mornings, heroes). */
export function sun(d, x, y, r, color = C.gold) {
  return circle(x, y, r * 2, color, { opacity: 0.1 }) + circle(x, y, r * 1.45, color, { opacity: 0.16 }) + circle(x, y, r, color, { opacity: 0.9 });
}

/** Incense sticks with curling smoke. */
export function incense(d, x, y, s = 1, n = 3) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = (i - (n - 1) / 2) * 9;
    out += g(
      { transform: `translate(${x} ${y}) scale(${s}) rotate(${a})` },
      line(0, 0, 0, -120, C.maroon, 3.5) + circle(0, -121, 3, C.orange) +
        path('M0-126C-14-150 14-168 0-192C-12-212 10-230 2-252', 'none', { stroke: C.stone2, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.55 }),
    );
  }
  return out;
}

export { none };
