// Shared helpers for the third art set. Everything visual is built from the
// read-only primitives in ../art and ../art-set2, plus a few new props.
import { C, SKY } from '../art/palette.mjs';
import { Doc, P, el, path, circle, ellipse, rect, g, line, use, polar } from '../art/lib.mjs';
import { flame, glow, mandala, jali, teardrop } from '../art/motifs.mjs';

export { C, SKY, Doc, P, el, path, circle, ellipse, rect, g, line, use, polar };

export const doc = (n, w = 800, h = 600) => new Doc(w, h, n);

/** Vertical (or custom-direction) gradient band from a colour list. */
export function skyG(d, cols, y1 = d.h, id = 'sg', dir) {
  d.lin(id, cols.map((c, i) => [i / (cols.length - 1), c]), dir);
  return rect(0, 0, d.w, y1, `url(#${id})`);
}

/** Faint jali over an area. */
export const latt = (d, x, y, w, h, color = C.gold, op = 0.12, size = 48) => rect(x, y, w, h, jali(d, color, size), { opacity: op });

/** Left-side darkening so white hero text stays legible. */
export function scrim(d, op = 0.45, color = C.wine) {
  d.lin('scr', [[0, color, op], [0.55, color, op * 0.25], [1, color, 0]], [0, 0, 1, 0]);
  return rect(0, 0, d.w, d.h, 'url(#scr)');
}

/** Petal with its base at (x, y), pointing `rot` degrees from up. */
export const petal = (x, y, len, w, rot, fill, a = {}) =>
  path(P`M0 0C${-w} ${-len * 0.28} ${-w} ${-len * 0.68} 0 ${-len}C${w} ${-len * 0.68} ${w} ${-len * 0.28} 0 0Z`, fill, { transform: `translate(${x} ${y}) rotate(${rot})`, ...a });

/** Trishul: shaft from (x, y) up h; head ~ 90 wide. */
export const trishul = (x, y, h, c = C.ink, s = 1) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    rect(-4, -h, 8, h, c) +
      path(P`M-40 ${-h + 30}C-44 ${-h - 10}-30 ${-h - 20}-22 ${-h - 40}C-20 ${-h - 10}-4 ${-h + 10} 0 ${-h + 14}C4 ${-h + 10} 20 ${-h - 10} 22 ${-h - 40}C30 ${-h - 20} 44 ${-h - 10} 40 ${-h + 30}C30 ${-h + 10} 10 ${-h + 24} 0 ${-h + 24}C-10 ${-h + 24}-30 ${-h + 10}-40 ${-h + 30}ZM-6 ${-h + 16}L0 ${-h - 62}L6 ${-h + 16}Z`, c) +
      rect(-9, -h + 26, 18, 8, C.gold, { rx: 3 }),
  );

/** Damru (hourglass drum) with cords; centre (x, y). */
export const damru = (x, y, s = 1, rot = 0) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s}) rotate(${rot})` },
    path('M-34-40H34L4 0L34 40H-34L-4 0Z', C.rust) +
      path('M-34-40H34L4 0L34 40H-34L-4 0Z', 'none', { stroke: C.gold, 'stroke-width': 3 }) +
      path('M-24-40L14 40M24-40L-14 40', 'none', { stroke: C.butter, 'stroke-width': 2, opacity: 0.7 }) +
      ellipse(0, -40, 34, 7, C.sand) + ellipse(0, 40, 34, 7, C.stone2) +
      path('M-4 0Q-40 10-46 30M4 0Q40 10 46 30', 'none', { stroke: C.maroon, 'stroke-width': 2.5 }) +
      circle(-46, 32, 5, C.maroon) + circle(46, 32, 5, C.maroon) + rect(-6, -3, 12, 6, C.gold),
  );

/** Rudraksha bead string along a circle (or arc) — beads are brown dotted discs. */
export function beads(d, cx, cy, rx, ry, n, r = 9, a0 = 0, a1 = 360, col = '#7A3B1C') {
  d.def('rk', g({ id: 'rk' }, circle(0, 0, 10, col) + circle(0, 0, 6, 'none', { stroke: '#A0522D', 'stroke-width': 2.5, 'stroke-dasharray': '1.5 2.5' }) + circle(-3, -3, 2.5, C.apricot, { opacity: 0.6 })));
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = ((a0 + ((a1 - a0) * i) / (a1 - a0 === 360 ? n : n - 1)) * Math.PI) / 180;
    out += use('rk', cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, r / 10);
  }
  return out;
}

/** Tiered brass aarti lamp; (x, y) handle top. */
export function aartiLamp(d, x, y, s = 1) {
  let k = glow(d, 0, -70, 130) + rect(-6, -10, 12, 50, C.amber) + ellipse(0, -12, 62, 12, C.gold);
  for (let i = -2; i <= 2; i++) k += flame(d, i * 26, -18, 38);
  k += rect(-4, -100, 8, 88, C.amber) + ellipse(0, -58, 40, 9, C.gold);
  for (let i = -1; i <= 1; i++) k += flame(d, i * 26, -62, 34);
  k += ellipse(0, -100, 18, 6, C.gold) + flame(d, 0, -104, 44);
  return g({ transform: `translate(${x} ${y}) scale(${s})` }, k);
}

/** Seated priest in side view (facing left), silhouette with rim light; (x, y) floor. */
export function panditSide(d, x, y, s = 1, body = C.wine, rim = C.orange, flip = false, arm = 'offer') {
  const k =
    path('M-70 0C-74-30-40-44 0-46C40-44 70-30 70 0Z', body) +
    path('M-30-40C-36-90-24-140 0-150C24-150 36-120 34-90L30-40Z', body) +
    circle(-6, -176, 24, body) +
    path('M6-198C14-204 18-212 16-220', 'none', { stroke: body, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    path('M-28-148C-28-168-20-196-6-200', 'none', { stroke: rim, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.85 }) +
    path('M-34-92C-36-70-32-52-30-40', 'none', { stroke: rim, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.85 }) +
    path('M-14-160L20-96', 'none', { stroke: C.butter, 'stroke-width': 3, opacity: 0.55 }) +
    (arm === 'offer'
      ? path('M-10-128C-40-112-70-104-96-108', 'none', { stroke: body, 'stroke-width': 16, 'stroke-linecap': 'round' }) + path('M-112-116C-108-102-92-98-84-108Z', C.amber) + path('M-42-114C-62-108-80-104-96-108', 'none', { stroke: rim, 'stroke-width': 3.5, 'stroke-linecap': 'round', opacity: 0.8 })
      : path('M-10-128C-34-100-44-76-40-56', 'none', { stroke: body, 'stroke-width': 16, 'stroke-linecap': 'round' }));
  return g({ transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` }, k);
}

/** Small flag on a pole (bhagwa); tip of pole at (x, y - h). */
export function flag(x, y, h, c = C.orange, w = h * 0.5, edge = C.gold) {
  const ty = y - h;
  return (
    line(x, y, x, ty, C.ink, Math.max(2, h * 0.025)) +
    path(P`M${x} ${ty}C${x + w * 0.4} ${ty + w * 0.1} ${x + w * 0.7} ${ty - w * 0.05} ${x + w} ${ty + w * 0.28}L${x} ${ty + w * 0.62}Z`, c) +
    path(P`M${x + w} ${ty + w * 0.28}L${x} ${ty + w * 0.62}`, 'none', { stroke: edge, 'stroke-width': Math.max(1.5, h * 0.02) })
  );
}

/** Camera-style live indicator: red dot in rings and viewfinder corners. */
export function liveMark(x, y, r = 18) {
  return circle(x, y, r * 2.4, '#DC2626', { opacity: 0.12 }) + circle(x, y, r * 1.6, '#DC2626', { opacity: 0.22 }) + circle(x, y, r, '#DC2626') + circle(x - r * 0.3, y - r * 0.3, r * 0.28, C.cream, { opacity: 0.5 });
}
export function viewfinder(x0, y0, x1, y1, len = 50, c = C.cream, op = 0.6) {
  return path(P`M${x0} ${y0 + len}V${y0}H${x0 + len}M${x1 - len} ${y0}H${x1}V${y0 + len}M${x1} ${y1 - len}V${y1}H${x1 - len}M${x0 + len} ${y1}H${x0}V${y1 - len}`, 'none', { stroke: c, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: op });
}

/** Tulsi sprig: stem with paired small leaves and a purple-ish flower spike. */
export function tulsi(x, y, s = 1, rot = 0) {
  let k = path('M0 0C2-30-2-60 0-90', 'none', { stroke: '#3F6A0C', 'stroke-width': 3 });
  for (let i = 0; i < 4; i++) {
    const yy = -18 - i * 18, sc = 1 - i * 0.15;
    k += ellipse(-12 * sc, yy, 12 * sc, 6 * sc, i % 2 ? C.leaf : C.leaf2, { transform: `rotate(-30 ${-12 * sc} ${yy})` }) + ellipse(12 * sc, yy - 4, 12 * sc, 6 * sc, i % 2 ? C.leaf2 : C.leaf, { transform: `rotate(30 ${12 * sc} ${yy - 4})` });
  }
  k += path('M0-90V-112', 'none', { stroke: '#6B4E71', 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-dasharray': '3 2' });
  return g({ transform: `translate(${x} ${y}) scale(${s}) rotate(${rot})` }, k);
}

/** Marigold heap (loose flowers mounded on a plate). */
export function flowerHeap(d, cx, cy, w, h, cols = [C.orange, C.gold]) {
  const ids = cols.map((c, i) => d.def('mh' + i, g({ id: 'mh' + i, fill: c, stroke: c }, circle(0, 0, 9, undefined, { 'stroke-width': 5, 'stroke-dasharray': '2.2 1.6' }) + circle(0, 0, 4, C.saffron, { opacity: 0.6 }))));
  let out = '';
  const rows = Math.max(2, Math.round(h / 15));
  for (let r = 0; r < rows; r++) {
    const rw = w * (1 - r / rows) * 0.5, n = Math.max(1, Math.round((rw * 2) / 19));
    for (let i = 0; i < n; i++) out += use(ids[(i + r) % ids.length], Math.round(cx - rw + (n === 1 ? rw : (2 * rw * i) / (n - 1))), Math.round(cy - r * 14));
  }
  return out;
}

export { flame, glow, mandala, jali, teardrop };

/** Standing priest silhouette raising a lamp in one hand; (x, y) feet. */
export function priestStand(d, x, y, s = 1, body = C.wine, rim = C.orange, flip = false) {
  const k =
    path('M-30 0L-24-96C-34-104-38-126-34-146L0-156L34-146C38-126 34-104 24-96L30 0Z', body) +
    circle(0, -176, 20, body) +
    path('M26-140C44-156 52-184 50-214', 'none', { stroke: body, 'stroke-width': 13, 'stroke-linecap': 'round' }) +
    path('M-24-140C-40-120-40-96-30-84', 'none', { stroke: body, 'stroke-width': 13, 'stroke-linecap': 'round' }) +
    path('M20-190C24-178 22-164 34-146M40-110C38-70 34-30 30 0', 'none', { stroke: rim, 'stroke-width': 3.5, 'stroke-linecap': 'round', opacity: 0.8 }) +
    path('M-26-146L26-96', 'none', { stroke: C.butter, 'stroke-width': 3, opacity: 0.45 });
  return g({ transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` }, k);
}

/** Bamboo scaffold grid in front of a structure. */
export function scaffold(x0, x1, y0, y1, cols = 4, rows = 5, c = C.bronze, w = 7) {
  let dd = '';
  for (let i = 0; i <= cols; i++) dd += P`M${x0 + ((x1 - x0) * i) / cols} ${y1}V${y0}`;
  for (let j = 1; j <= rows; j++) dd += P`M${x0 - 10} ${y1 - ((y1 - y0) * j) / (rows + 0.5)}H${x1 + 10}`;
  for (let i = 0; i < cols; i += 2) dd += P`M${x0 + ((x1 - x0) * i) / cols} ${y1}L${x0 + ((x1 - x0) * (i + 1)) / cols} ${y1 - (y1 - y0) / (rows + 0.5)}`;
  return path(dd, 'none', { stroke: c, 'stroke-width': w, 'stroke-linecap': 'round' });
}

/** Cupped hands offering something from below; (x, y) is the palm centre. */
export function hands(x, y, s = 1, skin = C.skinB, sleeve = C.saffron) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-150 140C-130 80-110 40-80 20L-60 60C-80 80-100 110-110 150Z', sleeve) +
      path('M150 140C130 80 110 40 80 20L60 60C80 80 100 110 110 150Z', sleeve) +
      path('M-86 18C-96-2-92-18-78-22L0-10L78-22C92-18 96-2 86 18C60 44 30 52 0 52C-30 52-60 44-86 18Z', skin) +
      path('M-78-22C-66-32-50-32-40-26M78-22C66-32 50-32 40-26', 'none', { stroke: skin, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
      path('M0-6V48', 'none', { stroke: C.skinE, 'stroke-width': 2.5, opacity: 0.4 }) +
      path('M-84 14C-60 40-30 48 0 48', 'none', { stroke: C.skinE, 'stroke-width': 3, opacity: 0.25 }),
  );
}
