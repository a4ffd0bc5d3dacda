// Campaign cards and seva (donation unit) illustrations, 4:3.
import { C, Doc, P, path, circle, ellipse, rect, g, card, backdrop, floorBand, shadow, leafPlate, pot, sack, books, blankets, cow, flame } from './kit.mjs';
import { toran, lotus, petals, sparkle } from '../art/motifs.mjs';
import { spire, plinth, tree, hills } from '../art/temples.mjs';

const F = {};
const W = 800, H = 600;
const doc = (n) => new Doc(W, H, n);

/** Big cooking vessel (degchi) on a clay chulha with fire. */
function degchi(d, x, y, s = 1) {
  const k =
    path('M-120 0V-50H120V0Z', C.clay) + path('M-40 0V-30Q0-60 40-30V0Z', C.wine) + flame(d, -14, -8, 40) + flame(d, 16, -8, 34) +
    path('M-110-50C-120-150-100-180-90-190H90C100-180 120-150 110-50Z', C.stone2) + path('M0-50H110C120-150 100-180 90-190H0Z', C.basalt2, { opacity: 0.2 }) +
    ellipse(0, -190, 96, 18, C.stone) + ellipse(0, -190, 84, 12, C.gold) + rect(-124, -170, 20, 10, C.basalt2, { rx: 4 }) + rect(104, -170, 20, 10, C.basalt2, { rx: 4 });
  return g({ transform: `translate(${x} ${y}) scale(${s})` }, k) + path(P`M${x - 40 * s} ${y - 210 * s}C${x - 60 * s} ${y - 250 * s} ${x - 20 * s} ${y - 270 * s} ${x - 40 * s} ${y - 310 * s}M${x + 30 * s} ${y - 210 * s}C${x + 10 * s} ${y - 250 * s} ${x + 50 * s} ${y - 270 * s} ${x + 30 * s} ${y - 300 * s}`, 'none', { stroke: C.stone2, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.6 });
}

/** Brick: small isometric block at (x, y). */
const brick = (x, y, w = 64, c = C.clay) => path(P`M${x} ${y}h${w}l${w * 0.3}-${w * 0.18}h-${w}Z`, C.apricot) + rect(x, y, w, w * 0.36, c) + path(P`M${x + w} ${y}l${w * 0.3}-${w * 0.18}v${w * 0.36}l-${w * 0.3} ${w * 0.18}Z`, C.saffron);
function brickStack(x, y, cols = 4, rows = 4, w = 64) {
  let k = '';
  for (let r = 0; r < rows; r++) for (let i = 0; i < cols - r; i++) k += brick(x + i * w * 1.02 + r * w * 0.5, y - r * w * 0.38, w, (r + i) % 2 ? C.clay : '#D2693A');
  return k;
}

/** Hay bale / fodder bundle. */
function hay(x, y, w) {
  const h = w * 0.55;
  let straws = '';
  for (let i = 0; i < 10; i++) straws += P`M${x - w / 2 + (i + 0.5) * (w / 10)} ${y - h + 6}v${h - 12}`;
  return rect(x - w / 2, y - h, w, h, C.gold, { rx: 14 }) + path(straws, 'none', { stroke: C.amber, 'stroke-width': 3, opacity: 0.6 }) + rect(x - w * 0.3, y - h, 10, h, C.rust) + rect(x + w * 0.22, y - h, 10, h, C.rust);
}

function grass(x, y, n = 10, h = 50, c = C.leaf) {
  let dd = '';
  for (let i = 0; i < n; i++) dd += P`M${x + i * 8} ${y}Q${x + i * 8 - 4} ${y - h * 0.6} ${x + i * 8 - 10 + (i % 3) * 8} ${y - h + (i % 2) * 12}`;
  return path(dd, 'none', { stroke: c, 'stroke-width': 5, 'stroke-linecap': 'round' });
}

/** Gaushala shed: tiled roof on posts. */
function shed(x, y, w, h) {
  let tiles = '';
  for (let i = 0; i < w / 24; i++) tiles += P`M${x - w / 2 - 20 + i * 24} ${y - h - 60}v70`;
  return (
    rect(x - w / 2, y - h, 16, h, C.bronze) + rect(x + w / 2 - 16, y - h, 16, h, C.bronze) + rect(x - 8, y - h, 16, h, C.bronze) +
    path(P`M${x - w / 2 - 30} ${y - h + 10}L${x - w / 2 + 20} ${y - h - 70}H${x + w / 2 - 20}L${x + w / 2 + 30} ${y - h + 10}Z`, C.saffron) +
    path(P`M${x - w / 2 - 30} ${y - h + 10}L${x - w / 2 + 20} ${y - h - 70}H${x + w / 2 - 20}L${x + w / 2 + 30} ${y - h + 10}Z`, 'none', { stroke: C.rust, 'stroke-width': 2 }) +
    path(tiles, 'none', { stroke: C.rust, 'stroke-width': 3, opacity: 0.45, 'clip-path': undefined }) +
    rect(x - w / 2 - 34, y - h + 6, w + 68, 12, C.rust, { rx: 4 })
  );
}

/** School slate with chalk doodles (a circle, lines, a little lotus). */
function slate(x, y, w, rot = 0) {
  const h = w * 0.72;
  return g(
    { transform: `translate(${x} ${y}) rotate(${rot})` },
    rect(-w / 2, -h / 2, w, h, C.bronze, { rx: 10 }) + rect(-w / 2 + 14, -h / 2 + 14, w - 28, h - 28, C.basalt, { rx: 4 }) +
      path(P`M${-w * 0.32} ${-h * 0.2}h${w * 0.24}M${-w * 0.32} ${-h * 0.02}h${w * 0.18}M${-w * 0.32} ${h * 0.16}h${w * 0.22}`, 'none', { stroke: C.snow, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.85 }) +
      circle(w * 0.2, -h * 0.04, w * 0.1, 'none', { stroke: C.snow, 'stroke-width': 4, opacity: 0.85 }) + path(P`M${w * 0.1} ${h * 0.2}l${w * 0.1}-${w * 0.12}l${w * 0.1} ${w * 0.12}Z`, 'none', { stroke: C.snow, 'stroke-width': 4, opacity: 0.85 }),
  );
}

/** Medicine: bottle, blister strip and a box with a green plus. */
function medicine(x, y, s = 1) {
  const k =
    rect(-150, -120, 140, 120, C.snow, { rx: 8 }) + rect(-150, -120, 140, 26, C.leaf, { rx: 8 }) + path('M-86-76h12v18h18v12h-18v18h-12v-18h-18v-12h18Z', C.leaf) +
    rect(20, -150, 70, 150, C.amber, { rx: 16 }) + rect(30, -176, 50, 30, C.maroon, { rx: 6 }) + rect(28, -100, 54, 50, C.cream, { rx: 4 }) + path('M40-80h30M40-66h20', 'none', { stroke: C.saffron, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    g({ transform: 'translate(120 -20) rotate(-12)' }, rect(0, 0, 120, 54, C.stone, { rx: 8 }) + path('M20 16h0M50 16h0M80 16h0M20 38h0M50 38h0M80 38h0', 'none', { stroke: C.orange, 'stroke-width': 16, 'stroke-linecap': 'round' }));
  return g({ transform: `translate(${x} ${y}) scale(${s})` }, k);
}

/* ---------- campaigns ---------- */

F['campaign-annadaan-1'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'butter', 620, 160, 170, 0.2), floorBand(d, 380), shadow(240, 400, 150, 20), degchi(d, 240, 400, 1));
  d.add(path('M330 200L470 380', 'none', { stroke: C.bronze, 'stroke-width': 8, 'stroke-linecap': 'round' }), ellipse(480, 388, 26, 12, C.stone2));
  for (let i = 0; i < 3; i++) d.add(leafPlate(d, 190 + i * 230, 520, 100));
  d.add(toran(d, 800, 0, 4, 0.9, 24));
  return d;
};

F['campaign-annadaan-2'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'sand', -1, 440), shadow(400, 500, 340, 30));
  d.add(sack(170, 500, 190, C.stone, C.stone2, C.snow), sack(630, 500, 170, '#E9D4A8', C.stone2, C.gold), sack(400, 510, 220, C.stone, C.stone2, C.butter));
  d.add(path('M260 560C300 500 500 500 540 560Z', C.gold), path('M300 560C330 524 470 524 500 560Z', C.butter));
  let wheat = '';
  for (let i = 0; i < 5; i++) wheat += P`M${700 + i * 12} 300Q${690 + i * 14} 220 ${670 + i * 20} ${140 + (i % 2) * 20}`;
  d.add(path(wheat, 'none', { stroke: C.amber, 'stroke-width': 4 }));
  for (let i = 0; i < 5; i++) d.add(ellipse(670 + i * 20, 140 + (i % 2) * 20, 8, 24, C.gold, { transform: `rotate(${-20 + i * 10} ${670 + i * 20} ${140 + (i % 2) * 20})` }));
  return d;
};

F['campaign-gau-seva-1'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'butter', 640, 140, 130, 0.18), hills(d, 350, 40, '#E9E2C0'), floorBand(d, 420, '#E9E2C0', C.leaf2), shed(400, 420, 600, 200));
  d.add(cow(d, 270, 500, 0.95, { jhool: C.saffron }), cow(d, 560, 520, 1.05, { flip: true, body: C.stone, shade: C.stone2, deco: false }), hay(700, 580, 110), grass(60, 580, 12));
  return d;
};

F['campaign-gau-seva-2'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'sand', 200, 150, 150, 0.18), floorBand(d, 440, '#E9E2C0', C.leaf2), tree(700, 440, 1.4));
  d.add(cow(d, 430, 520, 1.2), cow(d, 180, 540, 0.6, { deco: false, body: C.cream2, shade: C.stone }), rect(560, 500, 180, 60, C.stone2, { rx: 6 }), path('M570 500Q650 450 730 500Z', C.leaf2), grass(580, 500, 18, 30));
  return d;
};

F['campaign-temple-renovation-1'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'peach', 640, 150, 140, 0.2), floorBand(d, 500));
  d.add(plinth(400, 510, 400, 40, C.stone, C.stone2), rect(270, 390, 260, 90, C.stone), spire(d, { x: 400, y: 390, w: 220, h: 330, c: C.stone, s: C.stone2, band: C.stone2, flag: C.orange }));
  let sc = '';
  for (const x of [240, 320, 480, 560]) sc += P`M${x} 500V${x === 320 || x === 480 ? 120 : 250}`;
  for (const y of [460, 400, 340, 280, 220, 160]) sc += P`M${y < 250 ? 320 : 240} ${y}H${y < 250 ? 480 : 560}`;
  sc += 'M240 460L320 400M560 460L480 400M240 340L320 280M560 340L480 280';
  d.add(path(sc, 'none', { stroke: C.bronze, 'stroke-width': 7, 'stroke-linecap': 'round' }), rect(240, 336, 320, 10, C.amber), rect(320, 216, 160, 10, C.amber));
  d.add(brickStack(600, 560, 3, 3, 50), pot(170, 560, 70, C.basalt2, C.ink, C.ink));
  return d;
};

F['campaign-temple-renovation-2'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'sand', 1, 470));
  let wall = '';
  for (let r = 0; r < 6; r++) for (let i = 0; i < 7 - (r > 3 ? r - 3 : 0); i++) wall += rect(470 + i * 46 + (r % 2) * 23, 470 - (r + 1) * 26, 42, 22, r % 2 ? C.clay : '#D2693A', { rx: 2 });
  d.add(rect(460, 470, 340, 6, C.stone2), wall, brickStack(150, 540, 4, 4, 60));
  d.add(path('M380 560L440 520L500 560Z', C.stone2), g({ transform: 'rotate(30 420 470)' }, path('M400 470L440 470L420 520Z', C.stone) + rect(414, 420, 12, 50, C.bronze)), petals(d, 6, 420, 560, 760, 590, [C.clay, C.stone2]));
  return d;
};

F['campaign-social-1'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'butter', -1, 460), shadow(400, 500, 320, 28));
  d.add(books(220, 500, 220), slate(500, 360, 260, -6), path('M630 500L700 380', 'none', { stroke: C.gold, 'stroke-width': 12, 'stroke-linecap': 'round' }), path('M700 380L708 362L712 384Z', C.ink));
  d.add(path('M330 500h120', 'none', { stroke: C.maroon, 'stroke-width': 6, 'stroke-linecap': 'round' }), sparkle(d, 690, 180, 1.2), sparkle(d, 150, 200, 0.9));
  return d;
};

F['campaign-social-2'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'peach', 1, 460), shadow(400, 500, 330, 28));
  d.add(blankets(260, 500, 260, [C.maroon, C.saffron, C.rust, C.gold]), medicine(600, 500, 0.9));
  return d;
};

/* ---------- sevas (simple single-object cards) ---------- */

const seva = (tone, side, draw) => (n) => {
  const d = doc(n);
  d.add(card(d, tone, side, 450), shadow(400, 490, 260, 26));
  draw(d);
  return d;
};

F['seva-meal'] = seva('cream', -1, (d) => d.add(leafPlate(d, 400, 440, 250), pot(680, 500, 70, C.gold, C.amber, C.bronze)));
F['seva-grain-sack'] = seva('sand', 1, (d) => d.add(sack(400, 500, 260, C.stone, C.stone2, C.snow), path('M560 500C580 470 660 470 680 500Z', C.snow), path('M200 500C220 480 280 480 300 500Z', C.gold)));
F['seva-fodder'] = seva('butter', -1, (d) => d.add(hay(360, 500, 260), grass(520, 500, 14, 90), grass(180, 500, 6, 60, C.leaf2)));
F['seva-cow-adopt'] = seva('rose', 1, (d) => d.add(cow(d, 400, 500, 1.2), lotus(d, 130, 500, 0.3), path('M650 200C650 170 690 170 690 200C690 170 730 170 730 200C730 230 690 250 690 260C690 250 650 230 650 200Z', C.saffron, { opacity: 0.8 })));
F['seva-brick'] = seva('peach', 0, (d) => d.add(brickStack(150, 500, 4, 4, 120)));
F['seva-paint'] = seva('cream', 1, (d) => {
  d.add(rect(440, 0, 360, 450, C.sand), path('M440 120H800V250H440Z', C.orange, { opacity: 0.9 }), path('M440 250C480 262 470 280 490 300C510 262 540 270 560 250Z', C.orange));
  d.add(path('M230 330H430L410 500H250Z', C.stone2), ellipse(330, 330, 100, 22, C.saffron), ellipse(330, 330, 86, 16, C.orange), path('M250 340Q330 230 410 330', 'none', { stroke: C.basalt2, 'stroke-width': 5 }));
  d.add(g({ transform: 'rotate(-35 560 360)' }, rect(540, 300, 40, 50, C.orange) + rect(536, 346, 48, 18, C.stone2) + rect(550, 364, 20, 110, C.bronze, { rx: 8 })));
});
F['seva-books'] = seva('butter', -1, (d) => d.add(books(400, 490, 300, [C.leaf, C.maroon, C.saffron, C.gold, C.rust]), path('M560 490L700 420', 'none', { stroke: C.gold, 'stroke-width': 14, 'stroke-linecap': 'round' })));
F['seva-blanket'] = seva('sand', 1, (d) => d.add(blankets(400, 490, 340, [C.maroon, C.saffron, C.rust, C.orange]), path('M240 360C260 300 540 300 560 360', 'none', { stroke: C.gold, 'stroke-width': 6, 'stroke-dasharray': '4 10', opacity: 0.5 })));
F['seva-medicine'] = seva('cream', 0, (d) => d.add(medicine(360, 490, 1.2)));
F['seva-water'] = seva('butter', -1, (d) => {
  d.add(pot(330, 490, 240, C.clay, C.saffron, C.maroon), rect(320, 260, 20, 20, C.stone2), ellipse(330, 274, 70, 12, C.rust));
  d.add(path('M500 360H580L570 490H510Z', '#CFE6F0', { opacity: 0.9 }), path('M506 400H574L570 490H510Z', '#9CC9DD', { opacity: 0.7 }), path('M640 250C660 290 680 310 680 335A40 40 0 0 1 600 335C600 310 620 290 640 250Z', '#9CC9DD'));
});

export default F;
