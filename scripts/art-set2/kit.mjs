// Shared building blocks for the second art set: backdrops, faceless figures,
// the cow, a phone, a play badge. Palette and primitives come read-only from
// the main generator in ../art so both sets read as one family.
import { C } from '../art/palette.mjs';
import { Doc, P, el, path, circle, ellipse, rect, g, line, use } from '../art/lib.mjs';
import { mandala, jali, flame, glow, marigoldDefs, garland } from '../art/motifs.mjs';

export { C, Doc, P, el, path, circle, ellipse, rect, g, line, use };

const TONES = {
  cream: [C.cream, C.cream2],
  sand: [C.cream2, C.sand],
  butter: [C.butter, C.cream],
  peach: [C.sand, C.peach],
  rose: ['#FBE3D3', C.cream],
};

/** Soft backdrop: gradient wash, faint jali and an off-centre mandala. */
export function backdrop(d, tone = 'cream', mx = d.w * 0.8, my = d.h * 0.22, mr = d.h * 0.3, jaliOp = 0.22) {
  const cols = TONES[tone] || tone;
  d.lin('bg' + tone, [[0, cols[0]], [1, cols[1]]]);
  return (
    rect(0, 0, d.w, d.h, `url(#bg${tone})`) +
    (jaliOp ? rect(0, 0, d.w, d.h, jali(d, C.apricot, 48, 1.2), { opacity: jaliOp }) : '') +
    (mr ? mandala(d, mx, my, mr, C.apricot, 0.35) : '')
  );
}

/** Floor band with a dotted inlay. */
export function floorBand(d, y, c = C.sand, edge = C.apricot) {
  return rect(0, y, d.w, d.h - y, c) + rect(0, y, d.w, 5, edge, { opacity: 0.55 }) + path(P`M0 ${y + 20}H${d.w}`, 'none', { stroke: edge, 'stroke-width': 4, 'stroke-dasharray': '2 14', 'stroke-linecap': 'round', opacity: 0.7 });
}

export const shadow = (x, y, rx, ry = rx * 0.16, op = 0.16) => ellipse(x, y, rx, ry, C.rust, { opacity: op });

/** Small clay diya with flame, foot at (x, y), ~ 40 wide at s=1. */
export function miniDiya(d, x, y, s = 1, body = C.saffron, lit = true) {
  d.def('md', g({ id: 'md' }, path('M-20-10C-18 2-8 6 0 6C8 6 18 2 20-10Z', undefined) + ellipse(0, -10, 20, 4, C.maroon)));
  return (lit ? glow(d, x, y - 24 * s, 34 * s, 0.8) : '') + use('md', x, y - 6 * s, s, 0, { fill: body }) + (lit ? flame(d, x, y - 15 * s, 24 * s) : '');
}

/** Play badge: soft disc with a triangle; subtle on purpose. */
export function playBadge(x, y, r = 44) {
  return circle(x, y, r + 8, C.cream, { opacity: 0.35 }) + circle(x, y, r, C.cream, { opacity: 0.85 }) + path(P`M${x - r * 0.3} ${y - r * 0.42}L${x + r * 0.48} ${y}L${x - r * 0.3} ${y + r * 0.42}Z`, C.saffron);
}

/* ---------- seated devotee (front view, faceless) ---------- */

/**
 * Seated cross-legged figure; (x, y) is the floor under the lap, ~190 tall at s=1.
 * o: skin, dress (lower), top (upper), drape, border, hair ('short'|'veil'|'long'|'turban'|'shikha'|'bun'),
 * hairC, hands ('namaste'|'diya'|'lap'|'plate'), female.
 */
export function devotee(d, x, y, s = 1, o = {}) {
  const { skin = C.skinC, dress = C.cream, top = C.orange, drape = C.maroon, border = C.gold, hair = 'short', hairC = C.ink, hands = 'namaste', female = false } = o;
  let k = '';
  if (hair === 'long') k += path('M-26-156C-34-120-36-100-30-80H30C36-100 34-120 26-156Z', hairC);
  k += path('M-84-6C-88-34-52-48 0-48C52-48 88-34 84-6C62 4-62 4-84-6Z', dress);
  k += path('M-78-12Q0 0 78-12', 'none', { stroke: border, 'stroke-width': 5, opacity: 0.85 });
  k += path('M-42-40C-46-82-40-112-26-120H26C40-112 46-82 42-40Z', top);
  if (female) k += path('M-28-121H-8L44-58V-40H24Z', drape) + path('M-8-121L44-58', 'none', { stroke: border, 'stroke-width': 4 });
  else k += path('M-28-121C-42-110-46-84-44-52H-32C-32-84-28-106-12-121ZM28-121C42-110 46-84 44-52H32C32-84 28-106 12-121Z', drape);
  k += rect(-8, -134, 16, 16, skin);
  // arms
  const sleeve = { fill: 'none', stroke: top, 'stroke-width': 15, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  if (hands === 'namaste') k += path('M-32-110Q-46-80-26-76L-6-84M32-110Q46-80 26-76L6-84', 'none', sleeve) + path('M0-112C7-104 8-90 5-80H-5C-8-90-7-104 0-112Z', skin);
  else if (hands === 'lap') k += path('M-32-110Q-48-70-50-40M32-110Q48-70 50-40', 'none', sleeve) + circle(-50, -36, 8, skin) + circle(50, -36, 8, skin);
  else k += path('M-32-110Q-48-70-22-58M32-110Q48-70 22-58', 'none', sleeve) + circle(-16, -56, 8, skin) + circle(16, -56, 8, skin);
  if (hands === 'diya') k += path('M-18-58C-16-48-8-44 0-44C8-44 16-48 18-58Z', C.saffron) + ellipse(0, -58, 18, 3.5, C.maroon) + flame(d, 0, -62, 26);
  if (hands === 'plate') k += ellipse(0, -56, 34, 8, C.amber) + ellipse(0, -59, 32, 7, C.gold) + flame(d, -10, -62, 20) + circle(12, -63, 5, C.orange);
  // head
  k += circle(0, -152, 22, skin);
  if (hair === 'short' || hair === 'long' || hair === 'bun') k += path('M-23-152C-24-180 24-180 23-152C16-166-16-166-23-152Z', hairC);
  if (hair === 'bun') k += circle(0, -176, 10, hairC);
  if (hair === 'shikha') k += path('M0-174C4-184 10-186 14-184C8-182 6-178 4-172Z', hairC);
  if (hair === 'turban') k += path('M-25-154C-28-184 28-184 25-154C14-162-14-162-25-154Z', drape) + path('M-20-168Q0-160 20-170', 'none', { stroke: border, 'stroke-width': 3 });
  if (hair === 'veil') k += path('M-34-120C-36-168-20-182 0-182C20-182 36-168 34-120H26C28-158 16-170 0-170C-16-170-28-158-26-120Z', drape) + path('M-20-164Q0-172 20-164', 'none', { stroke: hairC, 'stroke-width': 4 });
  k += female ? circle(0, -160, 2.6, C.maroon) : rect(-1.6, -166, 3.2, 9, C.saffron, { rx: 1.5 });
  return g({ transform: s === 1 ? `translate(${x} ${y})` : `translate(${x} ${y}) scale(${s})` }, k);
}

/* ---------- cow (side view, facing left) ---------- */

/** Gentle zebu cow, ~300 long, feet at y=0; deco adds jhool blanket + garland. */
export function cow(d, x, y, s = 1, o = {}) {
  const { body = C.snow, shade = C.mist, deco = true, flip = false, jhool = C.maroon } = o;
  marigoldDefs(d);
  let k =
    path('M118-122C140-112 140-80 134-44', 'none', { stroke: shade, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    ellipse(134, -40, 7, 12, C.ink, { opacity: 0.7 }) +
    rect(84, -80, 16, 80, shade, { rx: 6 }) + rect(-70, -80, 16, 80, shade, { rx: 6 }) +
    path('M-96-126C-96-156-60-162-20-156C40-160 100-158 118-128C130-104 120-74 96-70C40-62-40-62-80-72C-96-80-98-104-96-126Z', body) +
    ellipse(-62, -152, 26, 16, body) +
    rect(102, -76, 16, 76, body, { rx: 6 }) + rect(-92, -78, 16, 78, body, { rx: 6 }) +
    path('M-92-4h16v6h-16zM102-4h16v6h-16zM84-4h16v6h-16zM-70-4h16v6h-16z', C.basalt2) +
    // neck, dewlap and head
    path('M-90-140C-112-150-132-150-142-136L-120-92C-110-84-96-88-88-100Z', body) +
    path('M-112-100C-112-80-98-70-86-74', 'none', { stroke: shade, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    path('M-150-150C-162-146-170-120-166-96C-164-82-148-80-140-90C-130-104-128-130-134-146Z', body) +
    ellipse(-156, -92, 12, 10, C.peach) +
    path('M-146-150C-154-168-150-180-138-186M-134-146C-128-162-118-170-104-170', 'none', { stroke: C.stone2, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    path('M-132-138C-120-140-108-134-104-126C-116-124-128-128-132-138Z', shade) +
    circle(-146, -124, 3, C.ink) +
    path('M-150-140v-8', 'none', { stroke: C.saffron, 'stroke-width': 4, 'stroke-linecap': 'round' });
  if (deco) {
    k +=
      path('M-30-158C10-162 50-160 78-150L70-92C30-84-10-84-40-92Z', jhool) +
      path('M-40-92C-10-84 30-84 70-92', 'none', { stroke: C.gold, 'stroke-width': 6 }) +
      path('M-34-120C0-114 40-114 74-122', 'none', { stroke: C.gold, 'stroke-width': 3.5, 'stroke-dasharray': '0 10', 'stroke-linecap': 'round' }) +
      garland(d, -128, -142, -100, -108, 14, 0.8, 14);
  }
  return g({ transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` }, k);
}

/* ---------- misc props ---------- */

/** Phone with a rounded screen; `screen` markup is drawn in a local 0..w,0..h box. */
export function phone(d, x, y, w, h, screen = '', rot = 0) {
  d.def('phc', el('clipPath', { id: 'phc' }, rect(0, 0, w, h, '#000', { rx: 14 })));
  return g(
    { transform: `translate(${x} ${y})${rot ? ` rotate(${rot})` : ''}` },
    rect(-10, -14, w + 20, h + 28, C.ink, { rx: 26 }) + rect(-6, -10, w + 12, h + 20, C.basalt, { rx: 22 }) +
      g({ 'clip-path': 'url(#phc)' }, rect(0, 0, w, h, C.sand) + screen) +
      rect(w / 2 - 18, -6, 36, 5, C.ink, { rx: 2.5 }),
  );
}

/** Leaf plate (pattal) seen at an angle with rice + dal. */
export function leafPlate(d, cx, cy, rx, food = true) {
  const ry = rx * 0.38;
  let k = ellipse(cx, cy + ry * 0.12, rx, ry, '#3F6A0C') + ellipse(cx, cy, rx, ry, C.leaf);
  let veins = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    veins += P`M${cx} ${cy}L${cx + Math.cos(a) * rx * 0.95} ${cy + Math.sin(a) * ry * 0.95}`;
  }
  k += path(veins, 'none', { stroke: C.leaf2, 'stroke-width': 2, opacity: 0.8 }) + ellipse(cx, cy, rx * 0.78, ry * 0.74, 'none', { stroke: C.leaf2, 'stroke-width': 2, 'stroke-dasharray': '3 6' });
  if (food) {
    k +=
      path(P`M${cx - rx * 0.52} ${cy + ry * 0.1}C${cx - rx * 0.5} ${cy - ry * 1.2} ${cx - rx * 0.02} ${cy - ry * 1.2} ${cx} ${cy + ry * 0.1}Z`, C.snow) +
      path(P`M${cx - rx * 0.44} ${cy - ry * 0.4}h0M${cx - rx * 0.3} ${cy - ry * 0.6}h0M${cx - rx * 0.16} ${cy - ry * 0.3}h0`, 'none', { stroke: C.stone2, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
      ellipse(cx + rx * 0.36, cy, rx * 0.3, ry * 0.5, C.bronze) + ellipse(cx + rx * 0.36, cy - ry * 0.1, rx * 0.26, ry * 0.36, C.gold) +
      ellipse(cx + rx * 0.05, cy + ry * 0.55, rx * 0.18, ry * 0.22, C.orange) + circle(cx - rx * 0.66, cy + ry * 0.35, rx * 0.07, C.leaf2);
  }
  return k;
}

/** Clay / brass pot (lota/matka); (x, y) base, ~ w wide. */
export function pot(x, y, w, c = C.clay, s = C.saffron, rim = C.maroon) {
  const h = w * 0.9;
  return (
    path(P`M${x - w * 0.22} ${y - h}C${x - w * 0.22} ${y - h * 0.84} ${x - w / 2} ${y - h * 0.76} ${x - w / 2} ${y - h * 0.4}C${x - w / 2} ${y - h * 0.1} ${x - w * 0.28} ${y} ${x} ${y}C${x + w * 0.28} ${y} ${x + w / 2} ${y - h * 0.1} ${x + w / 2} ${y - h * 0.4}C${x + w / 2} ${y - h * 0.76} ${x + w * 0.22} ${y - h * 0.84} ${x + w * 0.22} ${y - h}Z`, c) +
    path(P`M${x} ${y}C${x + w * 0.28} ${y} ${x + w / 2} ${y - h * 0.1} ${x + w / 2} ${y - h * 0.4}C${x + w / 2} ${y - h * 0.76} ${x + w * 0.22} ${y - h * 0.84} ${x + w * 0.22} ${y - h}H${x}Z`, s, { opacity: 0.3 }) +
    ellipse(x, y - h, w * 0.28, w * 0.07, rim) +
    path(P`M${x - w * 0.46} ${y - h * 0.5}Q${x} ${y - h * 0.4} ${x + w * 0.46} ${y - h * 0.5}`, 'none', { stroke: C.gold, 'stroke-width': Math.max(2, w * 0.04), 'stroke-dasharray': `0 ${w * 0.09}`, 'stroke-linecap': 'round' })
  );
}

/** Sack of grain tied at the top; (x, y) base centre. */
export function sack(x, y, w, c = C.stone, s = C.stone2, grain = C.snow) {
  const h = w * 1.15;
  return (
    path(P`M${x - w * 0.42} ${y}C${x - w * 0.56} ${y - h * 0.5} ${x - w * 0.4} ${y - h * 0.8} ${x - w * 0.2} ${y - h * 0.84}L${x - w * 0.3} ${y - h}H${x + w * 0.3}L${x + w * 0.2} ${y - h * 0.84}C${x + w * 0.4} ${y - h * 0.8} ${x + w * 0.56} ${y - h * 0.5} ${x + w * 0.42} ${y}Z`, c) +
    path(P`M${x} ${y}V${y - h * 0.84}H${x + w * 0.2}C${x + w * 0.4} ${y - h * 0.8} ${x + w * 0.56} ${y - h * 0.5} ${x + w * 0.42} ${y}Z`, s, { opacity: 0.45 }) +
    ellipse(x, y - h * 0.99, w * 0.3, w * 0.08, grain) +
    rect(x - w * 0.22, y - h * 0.88, w * 0.44, w * 0.07, C.rust, { rx: 3 }) +
    path(P`M${x - w * 0.4} ${y - h * 0.38}H${x + w * 0.42}`, 'none', { stroke: C.saffron, 'stroke-width': w * 0.05, opacity: 0.6 })
  );
}

/** Stack of books; (x, y) base centre. */
export function books(x, y, w, cols = [C.maroon, C.saffron, C.leaf, C.gold]) {
  let k = '';
  cols.forEach((c, i) => {
    const bw = w * (1 - (i % 2) * 0.08), h = w * 0.16, by = y - (i + 1) * h, bx = x - bw / 2 + (i % 2 ? w * 0.05 : -w * 0.03);
    k += rect(bx, by, bw, h, c, { rx: 3 }) + rect(bx + bw - w * 0.1, by + 3, w * 0.08, h - 6, C.cream, { opacity: 0.85 }) + rect(bx + w * 0.08, by + h * 0.4, bw * 0.4, h * 0.16, C.cream, { opacity: 0.35 });
  });
  return k;
}

/** Folded blanket stack; (x, y) base centre. */
export function blankets(x, y, w, cols = [C.maroon, C.saffron, C.rust]) {
  let k = '';
  cols.forEach((c, i) => {
    const h = w * 0.2, by = y - (i + 1) * h;
    k += rect(x - w / 2, by, w, h, c, { rx: h * 0.45 }) + path(P`M${x - w * 0.4} ${by + h * 0.5}H${x + w * 0.4}`, 'none', { stroke: C.gold, 'stroke-width': 3, 'stroke-dasharray': '8 6', opacity: 0.8 });
  });
  return k;
}

export { mandala, jali, flame, glow };

/** Shivling on its yoni base; (x, y) floor centre, ~ 260 wide at s=1. */
export function shivling(d, x, y, s = 1, stone = C.basalt, stone2 = C.basalt2) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-110-30H110V0H-110Z', stone2) + ellipse(0, 0, 110, 20, stone2) +
      path('M-130-48C-130-72 130-72 130-48C130-30 100-22 0-22C-100-22-130-30-130-48Z', stone) +
      path('M110-58L200-52C210-50 210-38 200-36L110-32Z', stone) +
      ellipse(0, -56, 104, 18, stone2) +
      path('M-56-56V-150C-56-196 56-196 56-150V-56Z', stone) +
      path('M20-56V-186C40-178 56-166 56-150V-56Z', C.ink, { opacity: 0.18 }) +
      path('M-44-150H44M-46-136H46M-46-122H46', 'none', { stroke: C.snow, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.9 }) +
      circle(0, -136, 7, C.maroon),
  );
}

/** Card shell: backdrop + floor; mandala sits opposite `side` (-1 left, 1 right, 0 centre). */
export function card(d, tone = 'cream', side = 1, floorY = d.h * 0.74, mr = 190) {
  const mx = side === 0 ? d.w / 2 : side > 0 ? d.w * 0.2 : d.w * 0.8;
  return backdrop(d, tone, mx, d.h * 0.36, mr, 0.2) + floorBand(d, floorY);
}
