// Tiny SVG document builder shared by every artwork.
// Numbers are rounded to one decimal and repeated shapes go into <defs>
// once and are stamped with <use>, which keeps each file a few KB.

/** Round to one decimal: enough precision for shapes, far fewer bytes. */
export const r1 = (v) => Math.round(v * 10) / 10;

/** Tagged template for path data: rounds every interpolated number. */
export const P = (strs, ...vals) =>
  strs.reduce((a, s, i) => a + s + (i < vals.length ? fmt(vals[i]) : ''), '');
const fmt = (v) => (typeof v === 'number' ? String(r1(v)) : String(v));

/** Generic element: attrs with undefined/false values are dropped. */
export function el(tag, attrs = {}, kids = '') {
  let s = '<' + tag;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${fmt(v)}"`;
  }
  return kids === '' ? s + '/>' : `${s}>${kids}</${tag}>`;
}

export const path = (d, fill, a = {}) => el('path', { d, fill, ...a });
export const circle = (cx, cy, r, fill, a = {}) => el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx, cy, rx, ry, fill, a = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const rect = (x, y, width, height, fill, a = {}) => el('rect', { x, y, width, height, fill, ...a });
export const g = (a, kids) => el('g', a, kids);
export const line = (x1, y1, x2, y2, stroke, w = 2, a = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, ...a });

/** transform="translate scale rotate" with the identity parts left out. */
export function tf(x, y, s = 1, rot = 0) {
  let t = `translate(${fmt(x)} ${fmt(y)})`;
  if (s !== 1) t += ` scale(${Array.isArray(s) ? s.map(fmt).join(' ') : fmt(s)})`;
  if (rot) t += ` rotate(${fmt(rot)})`;
  return t;
}

/** Stamp a <defs> symbol at (x, y) with optional scale / rotation. */
export const use = (id, x = 0, y = 0, s = 1, rot = 0, a = {}) =>
  el('use', { href: '#' + id, transform: tf(x, y, s, rot), ...a });

/** Deterministic PRNG (mulberry32) seeded from a string, so reruns give identical files. */
export function rng(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  const next = () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (a, b) => a + (b - a) * next();
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

/** Point on a circle; angle in degrees, 0 = up, clockwise. */
export const polar = (cx, cy, r, deg) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
};

/** One SVG file being assembled. */
export class Doc {
  constructor(w, h, seed = 'x') {
    this.w = w;
    this.h = h;
    this.defs = new Map();
    this.parts = [];
    this.rand = rng(seed);
  }
  /** Register a definition once; returns its id for url(#id) / <use>. */
  def(id, markup) {
    if (!this.defs.has(id)) this.defs.set(id, typeof markup === 'function' ? markup() : markup);
    return id;
  }
  add(...parts) {
    this.parts.push(...parts.filter(Boolean));
    return this;
  }
  /** Linear gradient, vertical by default. stops: [[offset, colour, opacity?], ...] */
  lin(id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
    return this.def(id, el('linearGradient', { id, x1, y1, x2, y2 }, stopsXml(stops)));
  }
  rad(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
    return this.def(id, el('radialGradient', { id, cx, cy, r }, stopsXml(stops)));
  }
  toString() {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}">${defs}${this.parts.join('')}</svg>\n`;
  }
}

const stopsXml = (stops) =>
  stops
    .map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined ? undefined : op }))
    .join('');
