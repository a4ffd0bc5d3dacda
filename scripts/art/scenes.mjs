// Backgrounds shared by the cards: sky, altar wall, courtyard floor, frame.
// Keeping these in one place is what makes 200 images read as one family.
import { C, SKY } from './palette.mjs';
import { P, rect, path, circle, g } from './lib.mjs';
import { mandala, jali, chowki } from './motifs.mjs';

/** Full-bleed vertical gradient sky from a preset name or colour list. */
export function sky(d, preset = 'noon', y1 = d.h, id = 'sk') {
  const cols = Array.isArray(preset) ? preset : SKY[preset];
  d.lin(id, cols.map((c, i) => [i / (cols.length - 1), c]));
  return rect(0, 0, d.w, y1, `url(#${id})`);
}

/** Faint jali lattice over an area (walls, skies). */
export const lattice = (d, x, y, w, h, color = C.gold, op = 0.18, size = 48) => rect(x, y, w, h, jali(d, color, size), { opacity: op });

/**
 * Altar scene: warm wall with jali + large mandala, chowki draped in cloth.
 * Returns markup; the subject sits on the chowki top at y = top.
 */
export function altar(d, o = {}) {
  const { wall = C.sand, wall2 = C.cream, mandalaC = C.saffron, mx = d.w / 2, my = d.h * 0.42, mr = d.h * 0.4, cloth = C.maroon, border = C.gold, top = d.h * 0.72, cw = d.w * 0.8, floor = C.peach, jaliC = C.apricot } = o;
  return (
    sky(d, [wall, wall2], d.h, 'wl') +
    lattice(d, 0, 0, d.w, top, jaliC, 0.35) +
    circle(mx, my, mr * 1.06, wall2, { opacity: 0.7 }) +
    mandala(d, mx, my, mr, mandalaC, 0.45) +
    rect(0, top + 30, d.w, d.h - top, floor) +
    chowki(d, d.w / 2, top, cw, d.h - top - 44, cloth, border)
  );
}

/** Courtyard floor: flat band with a dotted inlay line and soft shadow edge. */
export function floor(d, y, c = C.sand, line = C.apricot) {
  return rect(0, y, d.w, d.h - y, c) + rect(0, y, d.w, 6, line, { opacity: 0.5 }) + path(P`M0 ${y + 24}H${d.w}`, 'none', { stroke: line, 'stroke-width': 4, 'stroke-dasharray': '2 14', 'stroke-linecap': 'round', opacity: 0.8 });
}

/** Decorative arched frame (temple doorway) around the card. */
export function archFrame(d, color = C.maroon, op = 1, inset = 0) {
  const W = d.w, H = d.h, r = W * 0.36, i = inset;
  return path(P`M0 0H${W}V${H}H0ZM${i + W * 0.08} ${H}V${r + 40}Q${i + W * 0.08} 40 ${W / 2} ${i + 30}Q${W * 0.92 - i} 40 ${W * 0.92 - i} ${r + 40}V${H}Z`, color, { 'fill-rule': 'evenodd', opacity: op });
}

/** Soft vignette to focus the centre. */
export function vignette(d, color = C.maroon, op = 0.25) {
  d.rad('vg', [[0.6, color, 0], [1, color, op]], 0.5, 0.5, 0.75);
  return rect(0, 0, d.w, d.h, 'url(#vg)');
}

export { g };
