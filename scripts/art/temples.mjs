// Temple architecture and landscape builders. All are parameterised by
// position, size and colour so the same few functions yield a north-Indian
// shikhara, an Odia rekha deul, a Dravidian gopuram, a beehive dome, etc.
import { C } from './palette.mjs';
import { P, el, path, circle, ellipse, rect, g, line } from './lib.mjs';

/** Horizontal course lines as a pattern (stone courses on towers). */
export function bands(d, sp, color, op = 0.35) {
  const id = `bd${sp}${color.slice(1)}`;
  d.def(id, el('pattern', { id, width: 10, height: sp, patternUnits: 'userSpaceOnUse' }, rect(0, 0, 10, Math.max(1.5, sp * 0.2), color, { opacity: op })));
  return `url(#${id})`;
}
/** Vertical ribs (Odia pagas, beehive flutes). */
export function ribs(d, sp, color, op = 0.3) {
  const id = `rb${sp}${color.slice(1)}`;
  d.def(id, el('pattern', { id, width: sp, height: 10, patternUnits: 'userSpaceOnUse' }, rect(0, 0, Math.max(1.5, sp * 0.22), 10, color, { opacity: op })));
  return `url(#${id})`;
}

/** Curved spire outline. kind: 'nagara' (gentle taper) or 'rekha' (upright, sharp shoulder). */
function spirePath(x, y, w, h, t, kind) {
  const L = x - w / 2, R = x + w / 2;
  const [a, b] = kind === 'rekha' ? [0.78, 1.15] : [0.52, 1.75];
  return P`M${L} ${y}C${L} ${y - h * a} ${x - t * b} ${y - h * 0.93} ${x - t} ${y - h}H${x + t}C${x + t * b} ${y - h * 0.93} ${R} ${y - h * a} ${R} ${y}Z`;
}

/** Amalaka disc + kalash finial (+ optional dhwaja flag). Returns markup. */
export function finial(d, x, y, k, c, s, flag) {
  const rx = k, ry = k * 0.34;
  let out =
    rect(x - k * 0.55, y - ry * 0.6, k * 1.1, ry * 0.8, s) +
    ellipse(x, y - ry * 1.1, rx, ry, c, { stroke: s, 'stroke-width': Math.max(1.5, k * 0.12), 'stroke-dasharray': `${k * 0.1} ${k * 0.18}` }) +
    rect(x - k * 0.2, y - ry * 2.6, k * 0.4, ry * 0.8, s) +
    path(P`M${x} ${y - ry * 2.2 - k * 1.05}C${x + k * 0.12} ${y - ry * 2.2 - k * 0.7} ${x + k * 0.42} ${y - ry * 2.2 - k * 0.5} ${x} ${y - ry * 2.2}C${x - k * 0.42} ${y - ry * 2.2 - k * 0.5} ${x - k * 0.12} ${y - ry * 2.2 - k * 0.7} ${x} ${y - ry * 2.2 - k * 1.05}Z`, C.gold);
  if (flag) out += dhwaja(x, y - ry * 2.2 - k * 0.9, k * 2.6, flag);
  return out;
}

/** Flag on a pole from (x, y) upward; waves to the right. */
export function dhwaja(x, y, h, color = C.orange) {
  const fw = h * 0.75, fh = h * 0.38, ty = y - h;
  return (
    line(x, y, x, ty, C.ink, Math.max(1.5, h * 0.03)) +
    path(P`M${x} ${ty}C${x + fw * 0.4} ${ty - fh * 0.1} ${x + fw * 0.7} ${ty + fh * 0.35} ${x + fw} ${ty + fh * 0.32}C${x + fw * 0.7} ${ty + fh * 0.55} ${x + fw * 0.35} ${ty + fh * 0.7} ${x} ${ty + fh}Z`, color)
  );
}

/**
 * A curvilinear spire with two-tone shading, stone courses, a central rib and
 * finial. (x, y) is the middle of its base.
 */
export function spire(d, { x, y, w, h, c, s, band, kind = 'nagara', flag = false, fin = true, rib = true, sp }) {
  const t = w * (kind === 'rekha' ? 0.2 : 0.16);
  const full = spirePath(x, y, w, h, t, kind);
  const [a, b] = kind === 'rekha' ? [0.78, 1.15] : [0.52, 1.75];
  const R = x + w / 2;
  let out = path(full, c) + path(P`M${x} ${y}V${y - h}H${x + t}C${x + t * b} ${y - h * 0.93} ${R} ${y - h * a} ${R} ${y}Z`, s, { opacity: 0.5 });
  if (rib) out += path(spirePath(x, y, w * 0.26, h, t * 0.55, kind), s, { opacity: 0.28 });
  out += path(full, kind === 'rekha' ? ribs(d, sp || Math.max(6, Math.round(w / 12)), band) : bands(d, sp || Math.max(6, Math.round(h / 14)), band));
  if (fin) out += finial(d, x, y - h, t * 1.45, c, s, flag);
  return out;
}

/** Stepped pyramidal roof (mandapa / Odia pidha / Kedarnath stone roof). */
export function pyramid(d, { x, y, w, h, tiers = 5, c, s, top = true }) {
  const th = h / tiers;
  let out = '';
  for (let i = 0; i < tiers; i++) {
    const wi = w * (1 - (i / tiers) * 0.72), yi = y - i * th;
    out += rect(x - wi * 0.44, yi - th, wi * 0.88, th * 0.6, s) + rect(x - wi / 2, yi - th * 0.45, wi, th * 0.45, c, { rx: th * 0.12 });
  }
  if (top) {
    const wt = w * 0.3, yt = y - h;
    out += path(P`M${x - wt / 2} ${yt}C${x - wt / 2} ${yt - wt * 0.6} ${x - wt * 0.15} ${yt - wt * 0.75} ${x} ${yt - wt * 0.78}C${x + wt * 0.15} ${yt - wt * 0.75} ${x + wt / 2} ${yt - wt * 0.6} ${x + wt / 2} ${yt}Z`, c) + finial(d, x, yt - wt * 0.74, wt * 0.32, c, s, false);
  }
  return out;
}

/** Stone plinth steps; (x, y) bottom centre. */
export function plinth(x, y, w, h, c, s, steps = 3) {
  let out = '';
  const sh = h / steps;
  for (let i = 0; i < steps; i++) {
    const wi = w - i * sh * 2.2;
    out += rect(x - wi / 2, y - (i + 1) * sh, wi, sh, i % 2 ? c : s);
  }
  return out;
}

/** Wall with a pillared opening: dark interior behind a dashed line of pillars. */
export function hall(x, y, w, h, c, s, dark = C.maroon, n = 6) {
  const pw = w / (n * 2 - 1);
  return (
    rect(x - w / 2, y - h, w, h, c) +
    rect(x - w / 2 + pw * 0.2, y - h * 0.78, w - pw * 0.4, h * 0.78, dark) +
    path(P`M${x - w / 2 + pw * 0.5} ${y - h * 0.4}H${x + w / 2}`, 'none', { stroke: c, 'stroke-width': h * 0.78, 'stroke-dasharray': `${pw} ${pw}` }) +
    rect(x - w / 2 - 4, y - h - 6, w + 8, 10, s, { rx: 3 })
  );
}

/** Arched doorway (garbhagriha entrance); (x, y) bottom centre. */
export function door(x, y, w, h, fill = C.maroon, frame = C.gold) {
  const r = w / 2;
  return (
    path(P`M${x - r - 5} ${y}V${y - h + r}A${r + 5} ${r + 5} 0 0 1 ${x + r + 5} ${y - h + r}V${y}Z`, frame) +
    path(P`M${x - r} ${y}V${y - h + r}A${r} ${r} 0 0 1 ${x + r} ${y - h + r}V${y}Z`, fill)
  );
}

/** Complete north-Indian (nagara) temple; y is ground level. */
export function nagara(d, o) {
  const { x, y, w, h, c, s, band = s, flag = C.orange, mandapa = 'left', doorC = C.maroon, kind = 'nagara', sub = true } = o;
  const ph = h * 0.07, wh = h * 0.17, ty = y - ph - wh, th = h - ph - wh - w * 0.5;
  let out = plinth(x + (mandapa === 'left' ? -w * 0.3 : mandapa === 'right' ? w * 0.3 : 0), y, w * (mandapa ? 2.4 : 1.6), ph, c, s);
  if (mandapa) {
    const mx = x + (mandapa === 'left' ? -w * 0.82 : w * 0.82);
    out += pyramid(d, { x: mx, y: ty - wh * 0.1, w: w * 0.9, h: th * 0.4, tiers: 5, c, s }) + hall(mx, y - ph, w * 0.85, wh * 0.9, c, s, doorC, 5);
  }
  if (sub) {
    for (const side of [-1, 1]) out += spire(d, { x: x + side * w * 0.36, y: ty, w: w * 0.46, h: th * 0.55, c, s, band, kind, rib: false });
    out += spire(d, { x, y: ty, w: w * 0.78, h: th * 0.78, c, s, band, kind, fin: false });
  }
  out += spire(d, { x, y: ty, w: w * 0.62, h: th, c, s, band, kind, flag }) + rect(x - w * 0.52, ty, w * 1.04, wh, c) + rect(x + w * 0.1, ty, w * 0.42, wh, s, { opacity: 0.35 }) + rect(x - w * 0.56, ty - 4, w * 1.12, 9, s, { rx: 3 }) + door(x, y - ph, w * 0.22, wh * 0.8, doorC);
  return out;
}

/**
 * Dravidian gopuram: granite base with doorway, tapering tiers with niches,
 * barrel-vault crown with kalashas. (x, y) bottom centre.
 */
export function gopuram(d, { x, y, w, h, tiers = 7, colors, niche = [C.maroon], base = C.stone, baseS = C.stone2, crown = C.saffron }) {
  const bh = h * 0.22, th = (h * 0.66) / tiers, w0 = w * 0.9, w1 = w * 0.4;
  let out = rect(x - w / 2, y - bh, w, bh, base) + rect(x + w * 0.12, y - bh, w * 0.38, bh, baseS, { opacity: 0.6 }) + door(x, y, w * 0.24, bh * 0.85, C.wine, baseS);
  for (let i = 0; i < tiers; i++) {
    const a = w0 + ((w1 - w0) * i) / tiers, b = w0 + ((w1 - w0) * (i + 1)) / tiers, yb = y - bh - i * th;
    const col = colors[i % colors.length];
    out +=
      path(P`M${x - a / 2} ${yb}L${x - b / 2} ${yb - th}H${x + b / 2}L${x + a / 2} ${yb}Z`, col) +
      path(P`M${x} ${yb}V${yb - th}H${x + b / 2}L${x + a / 2} ${yb}Z`, C.ink, { opacity: 0.12 }) +
      rect(x - a / 2 - th * 0.12, yb - th * 0.18, a + th * 0.24, th * 0.18, baseS) +
      path(P`M${x - b / 2 + th * 0.25} ${yb - th * 0.58}H${x + b / 2}`, 'none', { stroke: niche[i % niche.length], 'stroke-width': th * 0.5, 'stroke-dasharray': `${th * 0.28} ${th * 0.3}`, opacity: 0.75 });
  }
  // barrel-vault crown (sala) with horned ends and a row of kalashas
  const cy = y - bh - tiers * th, cw = w1 * 1.05, ch = h * 0.1;
  out +=
    path(P`M${x - cw / 2} ${cy}V${cy - ch * 0.45}Q${x - cw / 2} ${cy - ch} ${x - cw * 0.3} ${cy - ch}H${x + cw * 0.3}Q${x + cw / 2} ${cy - ch} ${x + cw / 2} ${cy - ch * 0.45}V${cy}Z`, crown) +
    circle(x - cw / 2, cy - ch * 0.5, ch * 0.32, crown) + circle(x + cw / 2, cy - ch * 0.5, ch * 0.32, crown) +
    circle(x, cy - ch * 0.45, ch * 0.28, C.wine, { opacity: 0.6 });
  const k = 5;
  let fins = '';
  for (let i = 0; i < k; i++) {
    const fx = x - cw * 0.3 + (cw * 0.6 * i) / (k - 1), fy = cy - ch;
    fins += P`M${fx - ch * 0.12} ${fy}Q${fx} ${fy - ch * 0.9} ${fx + ch * 0.12} ${fy}Z`;
  }
  return out + path(fins, C.gold);
}

/** Dome: 'onion' (Mughal-Rajput), 'beehive' (Kamakhya), 'bell' (chhatri). */
export function dome(d, { x, y, w, h, c, s, kind = 'onion', band, fin = true, flag = false }) {
  const L = x - w / 2, R = x + w / 2;
  let dd;
  if (kind === 'beehive') dd = P`M${L} ${y}C${L - w * 0.04} ${y - h * 0.62} ${x - w * 0.3} ${y - h} ${x} ${y - h}C${x + w * 0.3} ${y - h} ${R + w * 0.04} ${y - h * 0.62} ${R} ${y}Z`;
  else if (kind === 'bell') dd = P`M${L} ${y}C${L + w * 0.08} ${y - h * 0.5} ${x - w * 0.3} ${y - h} ${x} ${y - h}C${x + w * 0.3} ${y - h} ${R - w * 0.08} ${y - h * 0.5} ${R} ${y}Z`;
  else dd = P`M${L} ${y}C${L - w * 0.12} ${y - h * 0.55} ${x - w * 0.1} ${y - h * 0.72} ${x} ${y - h}C${x + w * 0.1} ${y - h * 0.72} ${R + w * 0.12} ${y - h * 0.55} ${R} ${y}Z`;
  let out = path(dd, c) + path(P`M${x} ${y}V${y - h}` + dd.slice(dd.indexOf('C', dd.indexOf('C') + 1)), s, { opacity: 0.4 });
  if (band) out += path(dd, kind === 'beehive' ? bands(d, Math.max(6, Math.round(h / 7)), band, 0.45) : ribs(d, Math.max(6, Math.round(w / 8)), band));
  if (fin) out += finial(d, x, y - h + h * 0.02, Math.max(4, w * 0.12), c, s, flag);
  return out;
}

/** Small pillared pavilion with a dome (ghats, palaces). */
export function chhatri(d, x, y, w, c, s) {
  const h = w * 0.9;
  return (
    rect(x - w / 2, y - h * 0.55, w * 0.14, h * 0.55, c) + rect(x + w / 2 - w * 0.14, y - h * 0.55, w * 0.14, h * 0.55, c) +
    rect(x - w * 0.6, y - h * 0.62, w * 1.2, h * 0.1, s, { rx: 2 }) +
    dome(d, { x, y: y - h * 0.62, w: w * 0.9, h: h * 0.5, c, s, kind: 'bell' }) +
    rect(x - w * 0.6, y - 4, w * 1.2, 6, s)
  );
}

/* ---------- landscape ---------- */

/** Rolling hills across the whole width; smooth quadratic through random knots. */
export function hills(d, y, amp, color, n = 5, a = {}) {
  const W = d.w;
  const pts = [];
  for (let i = 0; i <= n; i++) pts.push([(W * i) / n, y - d.rand() * amp]);
  let dd = P`M0 ${d.h}V${pts[0][1]}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = pts[i], [x1, y1] = pts[i + 1];
    dd += P`Q${(x0 + x1) / 2} ${Math.min(y0, y1) - amp * 0.6} ${x1} ${y1}`;
  }
  return path(dd + P`V${d.h}Z`, color, a);
}

/** Snow peaks: list of [x, height, halfWidth]; base at y. */
export function peaks(d, list, y, rock, snow = C.snow, shade = C.mist) {
  let out = '';
  for (const [x, h, hw] of list) {
    const top = y - h;
    out += path(P`M${x - hw} ${y}L${x - hw * 0.3} ${top + h * 0.3}L${x} ${top}L${x + hw * 0.35} ${top + h * 0.35}L${x + hw} ${y}Z`, rock);
    out += path(P`M${x} ${top}L${x + hw * 0.35} ${top + h * 0.35}L${x + hw} ${y}H${x}Z`, C.ink, { opacity: 0.12 });
    out += path(P`M${x} ${top}L${x - hw * 0.3} ${top + h * 0.3}L${x - hw * 0.36} ${top + h * 0.38}L${x - hw * 0.16} ${top + h * 0.32}L${x - hw * 0.02} ${top + h * 0.42}L${x + hw * 0.14} ${top + h * 0.3}L${x + hw * 0.28} ${top + h * 0.36}L${x + hw * 0.35} ${top + h * 0.35}Z`, snow);
    out += path(P`M${x} ${top}L${x + hw * 0.35} ${top + h * 0.35}L${x + hw * 0.28} ${top + h * 0.36}L${x + hw * 0.14} ${top + h * 0.3}L${x} ${top + h * 0.38}Z`, shade);
  }
  return out;
}

/** Water body with gradient and dashed ripples. */
export function water(d, y0, y1, top = C.apricot, bottom = C.peach, ripple = C.cream, id = 'wt') {
  d.lin(id, [[0, top], [1, bottom]]);
  let rp = '';
  const n = Math.max(3, Math.round((y1 - y0) / 22));
  for (let i = 0; i < n; i++) rp += P`M${-d.rand() * 120} ${y0 + 10 + ((y1 - y0 - 14) * i) / n}H${d.w}`;
  return rect(0, y0, d.w, y1 - y0, `url(#${id})`) + path(rp, 'none', { stroke: ripple, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-dasharray': '46 34 12 60 26 44', opacity: 0.55 });
}

/** Ghat steps descending to water, from (x0..x1) between y0 and y1. */
export function ghats(x0, x1, y0, y1, c, s, steps = 6) {
  let out = '';
  const sh = (y1 - y0) / steps;
  for (let i = 0; i < steps; i++) out += rect(x0 - i * 6, y0 + i * sh, x1 - x0 + i * 12, sh * 0.55, c) + rect(x0 - i * 6, y0 + i * sh + sh * 0.55, x1 - x0 + i * 12, sh * 0.45, s);
  return out;
}

/** Simple wooden boat with a little canopy. */
export function boat(x, y, s = 1, hull = C.maroon, canopy = C.orange) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path('M-70-14H70L56 6Q0 14-56 6Z', hull) + path('M-70-14H70', 'none', { stroke: C.gold, 'stroke-width': 3 }) +
      path('M-30-14V-46M30-14V-46', 'none', { stroke: C.ink, 'stroke-width': 3 }) + path('M-40-44Q0-62 40-44Z', canopy),
  );
}

/** Tree silhouettes: 'round' canopy (peepal/neem) or 'palm'. */
export function tree(x, y, s = 1, kind = 'round', c = C.leaf, trunk = C.rust) {
  if (kind === 'palm')
    return g(
      { transform: `translate(${x} ${y}) scale(${s})` },
      path('M0 0C4-40 10-80 18-120', 'none', { stroke: trunk, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
        path('M18-120C-10-130-36-118-50-96C-30-114-8-118 18-120ZM18-120C40-140 70-136 84-116C64-128 40-128 18-120ZM18-120C30-104 44-80 46-60C34-84 26-100 18-120ZM18-120C6-104-6-86-12-70C-2-92 6-106 18-120ZM18-120C10-146-12-158-30-156C-6-148 8-136 18-120Z', c),
    );
  return g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    rect(-6, -50, 12, 50, trunk) + circle(-26, -70, 34, c) + circle(24, -74, 32, c) + circle(0, -100, 38, c) + circle(10, -86, 30, C.ink, { opacity: 0.08 }),
  );
}

/** Jagged far skyline of buildings (Mumbai). */
export function skyline(d, y, color, op = 1) {
  let dd = P`M0 ${y}`;
  let x = 0;
  while (x < d.w) {
    const bw = d.rand.range(30, 70), bh = d.rand.range(40, 150);
    dd += P`V${y - bh}H${x + bw}`;
    x += bw;
  }
  return path(dd + P`V${y}Z`, color, { opacity: op });
}
