// Temple cards (800x600): each evokes its temple by silhouette and setting.
import { C, SKY, P, path, circle, ellipse, rect, g, line, use, doc, skyG, latt, flag, glow, flame, mandala } from './kit3.mjs';
import { diya, diyaRow, garland, stars, sun, birds, petals, rosette } from '../art/motifs.mjs';
import { nagara, gopuram, dome, chhatri, hills, peaks, water, ghats, boat, tree, spire, pyramid, plinth, hall, door, skyline } from '../art/temples.mjs';
import { miniDiya } from '../art-set2/kit.mjs';

const F = {};
const W = 800, H = 600;
/** Sky + a faint mandala behind the subject. */
const base = (d, sky, mx = 400, my = 260, mr = 220, mc = C.cream, mop = 0.25) => skyG(d, Array.isArray(sky) ? sky : SKY[sky], H, 'sk') + (mr ? mandala(d, mx, my, mr, mc, mop) : '');
/** Ground strip with a dotted inlay. */
const ground = (y, c, edge = C.apricot) => rect(0, y, W, H - y, c) + path(P`M0 ${y + 14}H${W}`, 'none', { stroke: edge, 'stroke-width': 4, 'stroke-dasharray': '2 14', 'stroke-linecap': 'round', opacity: 0.7 });
/** Sea with scalloped wave crests. */
function sea(d, y, c0 = C.apricot, c1 = C.clay, crest = C.cream, rows = 4) {
  let k = water(d, y, H, c0, c1, crest, 'sea');
  for (let r = 0; r < rows; r++) {
    const yy = y + 24 + r * ((H - y - 24) / rows), a = 16 + r * 6;
    let dd = P`M${-((r * 37) % 60)} ${yy}`;
    for (let x = 0; x < W + 80; x += a * 2.2) dd += P`q${a * 0.55} ${-a * 0.6} ${a * 1.1} 0q${a * 0.55} ${a * 0.3} ${a * 1.1} 0`;
    k += path(dd, 'none', { stroke: crest, 'stroke-width': 3 + r, 'stroke-linecap': 'round', opacity: 0.7 });
  }
  return k;
}

F['temple-kashi-vishwanath'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'dawn', 520, 220, 200, C.apricot, 0.35), sun(d, 180, 170, 48, C.gold), birds(d, 120, 120, 3, 1, C.rust));
  d.add(hills(d, 372, 20, C.peach, 4));
  const c = C.gold, s = C.amber;
  d.add(rect(240, 330, 560, 60, C.stone), rect(240, 330, 560, 8, C.stone2), hall(640, 380, 200, 60, C.stone, C.stone2, C.maroon, 5));
  d.add(glow(d, 470, 160, 170, 0.6), nagara(d, { x: 470, y: 340, w: 150, h: 320, c, s, band: C.bronze, flag: C.orange, mandapa: false, doorC: C.maroon }));
  d.add(dome(d, { x: 340, y: 300, w: 70, h: 70, c, s, band: C.bronze }), rect(305, 300, 70, 40, c));
  d.add(ghats(200, 800, 388, 470, C.stone, C.stone2, 5), water(d, 466, 600, C.apricot, C.clay, C.cream, 'gg'));
  d.add(boat(170, 520, 0.9), petals(d, 6, 360, 500, 780, 590, [C.orange, C.gold]));
  for (const [x, y, k] of [[420, 505, 0.8], [560, 530, 0.9], [700, 510, 0.8], [640, 570, 1]]) d.add(ellipse(x, y + 2, 26 * k, 6 * k, C.leaf), miniDiya(d, x, y, k));
  d.add(diyaRow(d, 250, 720, 388, 6, 0.28));
  return d;
};

F['temple-mahakaleshwar'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'twilight', 400, 230, 230, C.gold, 0.25), stars(d, 16, 0, 0, 800, 200), path('M650 70A34 34 0 1 0 650 138A27 27 0 1 1 650 70Z', C.snow, { transform: 'rotate(-25 650 104)' }));
  const c = C.stone, s = C.stone2;
  d.add(hills(d, 470, 30, C.maroon, 4, { opacity: 0.6 }));
  d.add(nagara(d, { x: 420, y: 500, w: 190, h: 430, c, s, band: C.clay, flag: C.orange, mandapa: 'left', doorC: C.wine }));
  d.add(rect(0, 496, W, 104, C.wine), rect(0, 496, W, 6, C.rust), water(d, 530, 600, C.rust, C.wine, C.apricot, 'sh'));
  d.add(diyaRow(d, 120, 700, 500, 7, 0.34));
  d.add(flag(700, 500, 200, C.orange), g({ transform: 'translate(700 300) scale(0.6)' }, path('M0 0C-10-40-44-50-40 10M0 0C10-40 44-50 40 10M0 20V-60', 'none', { stroke: C.ink, 'stroke-width': 8, 'stroke-linecap': 'round' })));
  return d;
};

F['temple-somnath'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'morning', 620, 160, 160, C.apricot, 0.35), sun(d, 640, 140, 40), birds(d, 140, 110, 4, 1.1, C.rust));
  const c = '#F1D3A6', s = C.apricot;
  d.add(rect(60, 380, 560, 40, C.stone2), plinth(340, 400, 600, 30, c, s, 3));
  d.add(pyramid(d, { x: 200, y: 300, w: 190, h: 120, tiers: 5, c, s }), hall(200, 372, 200, 72, c, s, C.rust, 5));
  d.add(nagara(d, { x: 420, y: 372, w: 180, h: 340, c, s, band: C.clay, flag: C.orange, mandapa: false, doorC: C.rust }));
  d.add(sea(d, 420, C.apricot, C.clay, C.cream, 4), path('M0 430C200 418 600 418 800 430', 'none', { stroke: C.cream, 'stroke-width': 5 }));
  return d;
};

F['temple-kedarnath'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'mist', 0, 0, 0), peaks(d, [[150, 330, 230], [430, 420, 280], [700, 300, 220]], 430, C.stone2, C.snow, C.mist), peaks(d, [[300, 200, 160], [600, 180, 150]], 440, '#B09A80', C.snow, C.mist));
  d.add(rect(0, 430, W, 170, '#8C7A66'), hills(d, 460, 30, C.leaf, 4, { opacity: 0.5 }));
  const c = '#A89B8C', s = '#7D6F62';
  d.add(plinth(420, 500, 380, 30, c, s, 3), rect(270, 360, 300, 110, c), rect(440, 360, 130, 110, s, { opacity: 0.4 }));
  d.add(pyramid(d, { x: 420, y: 360, w: 300, h: 170, tiers: 6, c, s, top: false }));
  d.add(spire(d, { x: 420, y: 192, w: 90, h: 92, c: C.gold, s: C.amber, band: C.bronze, flag: C.orange }));
  d.add(door(420, 470, 60, 84, C.wine, C.gold), path('M300 400h40M500 400h40', 'none', { stroke: s, 'stroke-width': 30, 'stroke-dasharray': '6 6' }));
  d.add(ground(500, '#766656', C.stone2), flag(620, 500, 120, C.orange), flag(220, 500, 100, C.orange));
  return d;
};

F['temple-tirupati-balaji'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'golden', 400, 200, 230, C.butter, 0.35));
  const hc = ['#C98A5A', C.clay, C.rust];
  for (let L = 0; L < 3; L++) {
    let dd = P`M0 600V${330 + L * 50}`;
    for (let i = 0; i < 7; i++) { const x0 = (i * W) / 7 - L * 40, x1 = x0 + W / 7; dd += P`Q${(x0 + x1) / 2} ${260 + L * 50 + ((i * 53 + L * 31) % 50)} ${x1} ${330 + L * 50}`; }
    d.add(path(dd + P`H${W}V600Z`, hc[L], { opacity: 0.55 + L * 0.2 }));
  }
  // Ananda Nilayam: gold vimana on a white gopuram-like wall
  d.add(rect(150, 440, 500, 160, C.cream), rect(150, 440, 500, 10, C.stone2), path('M150 470H650', 'none', { stroke: C.stone2, 'stroke-width': 30, 'stroke-dasharray': '14 20' }));
  const c = C.gold, s = C.amber;
  d.add(glow(d, 400, 300, 220, 0.7), plinth(400, 440, 260, 40, c, s, 2), rect(300, 330, 200, 72, c), rect(410, 330, 90, 72, s, { opacity: 0.4 }), door(400, 402, 40, 54, C.maroon, C.bronze));
  d.add(pyramid(d, { x: 400, y: 330, w: 220, h: 70, tiers: 3, c, s, top: false }));
  d.add(dome(d, { x: 400, y: 262, w: 130, h: 96, c, s, kind: 'bell', band: C.bronze }), circle(400, 214, 16, C.maroon), circle(400, 214, 10, C.gold));
  d.add(ground(540, C.sand), diyaRow(d, 200, 600, 560, 5, 0.3, true));
  return d;
};

F['temple-meenakshi'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'noon', 400, 220, 230, C.apricot, 0.3));
  const pal = [[C.orange, C.gold, '#2F855A', C.maroon, C.apricot, '#C81E1E', C.leaf2], [C.gold, '#C81E1E', C.orange, C.leaf, C.apricot]];
  d.add(gopuram(d, { x: 170, y: 520, w: 170, h: 330, tiers: 5, colors: pal[1], niche: [C.maroon, C.leaf], crown: C.orange }));
  d.add(gopuram(d, { x: 640, y: 520, w: 160, h: 300, tiers: 5, colors: pal[1].slice().reverse(), niche: [C.leaf, C.maroon], crown: C.gold }));
  d.add(gopuram(d, { x: 400, y: 530, w: 230, h: 480, tiers: 7, colors: pal[0], niche: [C.maroon, '#2F855A', C.gold], crown: '#C81E1E' }));
  d.add(ground(520, C.stone), rect(0, 540, W, 60, C.stone2), tree(40, 540, 0.8, 'palm'), tree(770, 540, 0.9, 'palm'));
  return d;
};

/** Neela chakra: 8-spoked wheel. */
const chakra = (x, y, r, c = C.ink) => circle(x, y, r, 'none', { stroke: c, 'stroke-width': r * 0.18 }) + path(P`M${x - r} ${y}H${x + r}M${x} ${y - r}V${y + r}M${x - r * 0.7} ${y - r * 0.7}L${x + r * 0.7} ${y + r * 0.7}M${x + r * 0.7} ${y - r * 0.7}L${x - r * 0.7} ${y + r * 0.7}`, 'none', { stroke: c, 'stroke-width': r * 0.1 }) + circle(x, y, r * 0.2, c);

F['temple-jagannath-puri'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'rose', 560, 200, 200, C.saffron, 0.25), sun(d, 150, 150, 36, C.gold), birds(d, 620, 90, 3, 1, C.maroon));
  const c = C.snow, s = C.stone, b = C.stone2;
  d.add(rect(0, 460, W, 140, C.sand), rect(0, 440, W, 40, '#E9B98E'), rect(0, 436, W, 8, C.rust));
  d.add(pyramid(d, { x: 230, y: 420, w: 200, h: 150, tiers: 6, c, s }), rect(140, 420, 180, 40, c));
  d.add(rect(390, 360, 200, 100, c), rect(490, 360, 100, 100, s));
  d.add(spire(d, { x: 490, y: 370, w: 210, h: 272, c, s, band: b, kind: 'rekha', fin: false }));
  // amalaka, chakra and the patitapabana flag
  d.add(ellipse(490, 96, 36, 12, s, { stroke: b, 'stroke-width': 4, 'stroke-dasharray': '4 5' }), chakra(490, 62, 20, C.ink));
  d.add(line(490, 84, 490, 14, C.ink, 3), path('M490 16C530 12 560 28 600 22L580 42L600 60C560 64 520 52 490 56Z', '#C81E1E'), path('M490 56C520 52 560 64 600 60', 'none', { stroke: C.gold, 'stroke-width': 3 }));
  d.add(door(490, 460, 50, 70, C.maroon, C.gold), door(230, 460, 40, 50, C.maroon, C.gold));
  d.add(ground(480, C.sand), petals(d, 8, 60, 500, 740, 580));
  return d;
};

F['temple-siddhivinayak'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'golden', 400, 250, 240, C.cream, 0.3), skyline(d, 420, C.clay, 0.45), skyline(d, 440, C.rust, 0.35));
  const c = C.peach, s = C.apricot;
  d.add(rect(180, 320, 440, 140, c), rect(400, 320, 220, 140, s, { opacity: 0.5 }), rect(170, 312, 460, 14, C.rust));
  let win = '';
  for (let i = 0; i < 6; i++) win += door(226 + i * 70, 446, 34, 70, C.maroon, C.gold);
  d.add(win, rect(170, 446, 460, 16, C.stone2));
  for (const x of [230, 570]) d.add(rect(x - 30, 260, 60, 56, c), dome(d, { x, y: 260, w: 70, h: 80, c: C.gold, s: C.amber, band: C.bronze, kind: 'onion' }));
  d.add(rect(330, 220, 140, 96, c), dome(d, { x: 400, y: 222, w: 200, h: 170, c: C.gold, s: C.amber, band: C.bronze, flag: C.orange }));
  d.add(glow(d, 400, 160, 200, 0.5), ground(460, C.stone), garland(d, 170, 330, 400, 330, 20, 0.9), garland(d, 400, 330, 630, 330, 20, 0.9));
  return d;
};

F['temple-vaishno-devi'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'dawn', 520, 170, 150, C.apricot, 0.3), sun(d, 620, 130, 36, C.gold));
  d.add(peaks(d, [[160, 260, 220], [420, 340, 260], [680, 280, 220]], 420, '#B7825A', C.snow, C.mist));
  d.add(path('M0 600V300C120 250 240 250 330 190C400 150 480 150 560 210C650 270 730 260 800 240V600Z', C.rust), path('M0 600V380C160 330 320 360 420 330C560 290 680 320 800 300V600Z', C.saffron, { opacity: 0.7 }));
  // cave mouth glowing
  d.add(glow(d, 450, 240, 120), path('M400 280C400 220 420 196 450 196C480 196 500 220 500 280Z', C.wine), path('M420 280C420 236 432 220 450 220C468 220 480 236 480 280Z', C.gold, { opacity: 0.75 }), flame(d, 450, 276, 40));
  d.add(flag(380, 280, 70, '#C81E1E'), flag(516, 280, 70, '#C81E1E'), rect(380, 278, 140, 10, C.stone));
  // winding path with railing
  const tr = 'M120 600C180 540 420 560 500 500C580 440 360 430 380 380C396 340 440 330 450 290';
  d.add(path(tr, 'none', { stroke: C.sand, 'stroke-width': 22, 'stroke-linecap': 'round' }), path(tr, 'none', { stroke: C.maroon, 'stroke-width': 4, 'stroke-dasharray': '2 12', 'stroke-linecap': 'round', transform: 'translate(10 -6)' }));
  d.add(tree(60, 470, 0.6, 'round', C.leaf), tree(720, 440, 0.7, 'round', C.leaf), tree(640, 520, 0.5, 'round', C.leaf2));
  for (const [x, y] of [[300, 560], [480, 510], [400, 420]]) d.add(g({ transform: `translate(${x} ${y})` }, circle(0, -26, 5, C.wine) + path('M-5-20H5L7 0H-7Z', '#C81E1E')));
  return d;
};

F['temple-kamakhya'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'morning', 400, 220, 220, C.leaf2, 0.18), sun(d, 160, 130, 36), birds(d, 560, 90, 3, 1, C.leaf));
  d.add(hills(d, 340, 60, '#7FA35A', 5), hills(d, 410, 50, C.leaf2, 5, { opacity: 0.9 }));
  const c = C.stone, s = C.stone2;
  d.add(plinth(400, 480, 500, 30, c, s, 3), rect(200, 370, 400, 90, c), hall(270, 452, 120, 80, c, s, C.maroon, 4));
  d.add(dome(d, { x: 270, y: 372, w: 110, h: 110, c, s, kind: 'beehive', band: s }));
  d.add(dome(d, { x: 460, y: 372, w: 200, h: 230, c, s, kind: 'beehive', band: C.clay, flag: C.orange }), door(460, 450, 50, 70, C.maroon, C.gold));
  d.add(rect(0, 480, W, 120, C.leaf), tree(80, 500, 1, 'round', C.leaf2), tree(700, 500, 1.1, 'round', '#3F6A0C'), tree(760, 520, 0.9, 'palm', C.leaf2), tree(30, 540, 0.8, 'palm', C.leaf2));
  d.add(petals(d, 8, 200, 500, 600, 590, ['#C81E1E', C.orange]));
  return d;
};

F['temple-dwarkadhish'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'golden', 420, 200, 200, C.cream, 0.3), birds(d, 130, 120, 3, 1, C.rust));
  const c = '#EFD2A4', s = '#D9A36E';
  d.add(sea(d, 470, C.peach, C.clay, C.cream, 3));
  d.add(plinth(380, 470, 460, 30, c, s, 2));
  for (let i = 0; i < 4; i++) d.add(hall(380, 440 - i * 44, 300 - i * 38, 44, c, s, C.rust, 7 - i));
  d.add(spire(d, { x: 380, y: 270, w: 150, h: 200, c, s, band: C.clay, fin: true }));
  // the big multicoloured dhwaja
  const ty = 30, fx = 380;
  d.add(line(fx, 80, fx, ty, C.ink, 3), path(P`M${fx} ${ty}C${fx + 90} ${ty - 14} ${fx + 160} ${ty + 30} ${fx + 250} ${ty + 20}L${fx + 210} ${ty + 50}L${fx + 250} ${ty + 84}C${fx + 160} ${ty + 90} ${fx + 90} ${ty + 60} ${fx} ${ty + 70}Z`, C.orange));
  d.add(path(P`M${fx} ${ty + 24}C${fx + 90} ${ty + 14} ${fx + 160} ${ty + 54} ${fx + 232} ${ty + 46}M${fx} ${ty + 48}C${fx + 90} ${ty + 38} ${fx + 160} ${ty + 76} ${fx + 240} ${ty + 70}`, 'none', { stroke: '#C81E1E', 'stroke-width': 8 }), circle(fx + 60, ty + 36, 10, C.gold), path(P`M${fx + 120} ${ty + 40}a10 10 0 1 0 14 6a8 8 0 1 1 -14 -6Z`, C.cream));
  d.add(boat(650, 540, 0.8, C.maroon, C.orange));
  return d;
};

F['temple-ramanathaswamy'] = (n) => {
  const d = doc(n);
  const vx = 400, vy = 300;
  d.add(rect(0, 0, W, H, C.sand));
  // ceiling and floor planes
  d.add(path(P`M0 0H800L${vx + 60} ${vy - 40}H${vx - 60}Z`, C.peach), path(P`M0 600H800L${vx + 60} ${vy + 40}H${vx - 60}Z`, C.stone));
  d.add(path(P`M0 600L${vx - 20} ${vy + 40}M800 600L${vx + 20} ${vy + 40}M400 600V${vy + 40}`, 'none', { stroke: C.stone2, 'stroke-width': 3 }));
  d.add(rect(vx - 60, vy - 40, 120, 80, C.gold), glow(d, vx, vy, 90), flame(d, vx, vy + 24, 30));
  // pillar pairs receding: painted ceiling medallions between
  d.def('cm', g({ id: 'cm' }, path(rosette(8, 10, 30), C.saffron) + circle(0, 0, 10, C.maroon) + circle(0, 0, 4, C.gold)));
  const N = 7;
  for (let i = 0; i < N; i++) {
    const t = Math.pow(0.72, i), _xl = vx - 400 * t + 60 * (1 - t) * 0, w = 70 * t, top = vy - 300 * t, bot = vy + 300 * t;
    const L = vx - (vx - 30) * t, R = vx + (vx - 30) * t;
    const col = i % 2 ? C.stone : '#F0DDC2';
    for (const x of [L, R]) {
      const px = x - w / 2;
      d.add(rect(px, top + 40 * t, w, bot - top - 40 * t, col), rect(px + w * 0.6, top + 40 * t, w * 0.4, bot - top - 40 * t, C.stone2, { opacity: 0.55 }), rect(px - w * 0.15, top + 28 * t, w * 1.3, 26 * t, C.apricot), rect(px - w * 0.1, bot - 28 * t, w * 1.2, 28 * t, C.stone2));
      d.add(rect(px + w * 0.18, top + 110 * t, w * 0.64, 110 * t, C.clay, { opacity: 0.45, rx: w * 0.2 }));
    }
    d.add(path(P`M${L} ${top + 28 * t}H${R}`, 'none', { stroke: C.rust, 'stroke-width': 20 * t }), use('cm', vx, top + 14 * t, t * 1.2));
  }
  d.add(diya(d, 200, 560, 0.5, true), diya(d, 540, 560, 0.5, true), petals(d, 10, 150, 520, 650, 590));
  return d;
};

F['temple-trimbakeshwar'] = (n) => {
  const d = doc(n);
  d.add(base(d, 'rose', 400, 220, 230, C.cream, 0.3), birds(d, 560, 110, 3, 1, C.maroon));
  // Brahmagiri: flat-topped basalt hills
  d.add(path('M0 420V250L60 230H220L280 270L330 250L360 290H480L520 220L600 210H700L800 260V420Z', '#8B6A5A', { opacity: 0.7 }), path('M0 250L60 230H220L280 270L330 250L360 290H480L520 220L600 210H700L800 260', 'none', { stroke: C.rust, 'stroke-width': 4, opacity: 0.4 }));
  d.add(hills(d, 420, 40, C.leaf, 4, { opacity: 0.55 }));
  const c = C.basalt, s = C.basalt2;
  d.add(nagara(d, { x: 430, y: 500, w: 170, h: 390, c, s, band: C.ink, flag: C.orange, mandapa: 'left', doorC: C.gold }));
  d.add(ground(496, C.stone2), ellipse(200, 552, 84, 16, C.rust, { opacity: 0.5 }), path('M140 552h40M200 556h50', 'none', { stroke: C.cream, 'stroke-width': 3, opacity: 0.6 }), diyaRow(d, 140, 720, 520, 6, 0.3));
  return d;
};

/** Peacock feather: quill, fronds and an eye. */
function feather(x, y, s, rot) {
  return g(
    { transform: `translate(${x} ${y}) scale(${s}) rotate(${rot})` },
    path('M0 0C-4-60 0-120 0-150', 'none', { stroke: C.bronze, 'stroke-width': 3 }) +
      path('M0-100C-30-120-34-160-20-190C-8-210 8-210 20-190C34-160 30-120 0-100Z', C.leaf2, { opacity: 0.85 }) +
      ellipse(0, -156, 20, 28, C.gold) + ellipse(0, -152, 14, 20, '#2F855A') + ellipse(0, -148, 8, 12, '#1E3A8A') + path('M0-100L-20-60M0-110L22-70M0-80L-16-40M0-86L18-50', 'none', { stroke: C.leaf2, 'stroke-width': 2, opacity: 0.7 }),
  );
}

F['temple-banke-bihari'] = (n) => {
  const d = doc(n);
  d.add(base(d, ['#F6CDB8', C.cream2], 0, 0, 0));
  const c = '#E9A08A', s = '#C9705C';
  // Rajasthani facade: cusped arches between pillars, chhajja and chhatris
  d.add(rect(60, 200, 680, 300, c), rect(60, 190, 680, 16, s), rect(50, 300, 700, 12, C.maroon));
  let arches = '';
  for (let i = 0; i < 5; i++) {
    const x = 130 + i * 135, y = 500, w = 96, h = 170, r = w / 2;
    let cus = P`M${x - r} ${y}V${y - h + r}`;
    for (let j = 0; j < 5; j++) { const a0 = Math.PI + (j * Math.PI) / 5, a1 = Math.PI + ((j + 1) * Math.PI) / 5; cus += P`Q${x + Math.cos((a0 + a1) / 2) * r * 0.78} ${y - h + r + Math.sin((a0 + a1) / 2) * r * 0.78} ${x + Math.cos(a1) * r} ${y - h + r + Math.sin(a1) * r}`; }
    arches += path(cus + P`V${y}Z`, i === 2 ? C.wine : C.maroon) + rect(x - r - 12, y - h, 10, h, C.cream, { opacity: 0.5 });
  }
  d.add(arches, glow(d, 400, 420, 90), flame(d, 400, 480, 40));
  for (const x of [130, 400, 670]) d.add(chhatri(d, x, 190, 80, c, s));
  d.add(latt(d, 60, 206, 680, 90, C.maroon, 0.3, 30));
  d.add(ground(500, C.sand), garland(d, 60, 318, 400, 318, 24, 0.9), garland(d, 400, 318, 740, 318, 24, 0.9));
  d.add(feather(40, 600, 1.1, 25), feather(760, 600, 1.1, -25), feather(90, 600, 0.8, 45), petals(d, 10, 140, 520, 660, 590, [C.gold, C.orange, '#C81E1E']));
  return d;
};

export default F;
