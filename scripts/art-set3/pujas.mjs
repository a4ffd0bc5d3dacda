// Puja cards (800x600): the ritual's signature objects on a warm altar.
import { C, P, path, circle, ellipse, rect, g, line, use, doc, skyG, latt, petal, trishul, damru, beads, flag, glow, flame, mandala, flowerHeap } from './kit3.mjs';
import { diya, lotus, garland, kalash, havan, thali, belPatra, petals, stars, sun, sparkle, birds, rosette, leafToran } from '../art/motifs.mjs';
import { altar } from '../art/scenes.mjs';
import { ghats, water, hills } from '../art/temples.mjs';
import { card, backdrop, floorBand, shadow, shivling, leafPlate, pot } from '../art-set2/kit.mjs';

const F = {};
const W = 800, H = 600;
const RED = '#C81E1E';

/** Hibiscus / red flower seen from above. */
function hibiscus(d, x, y, s = 1, c = RED) {
  d.def('hb', g({ id: 'hb' }, [0, 72, 144, 216, 288].map((a) => petal(0, 0, 34, 20, a, undefined)).join('') + circle(0, 0, 8, C.maroon, { opacity: 0.6 }) + path('M0 0L10-26', 'none', { stroke: C.gold, 'stroke-width': 3 }) + circle(10, -27, 4, C.gold)));
  return use('hb', x, y, s, 0, { fill: c });
}
/** Simple 5-petal flower (yellow/white). */
const bloom = (d, x, y, s, c, eye = C.amber) => hibiscus(d, x, y, s, c) + circle(x, y, 6 * s, eye);

/** Banana leaf rising from (x, y), leaning rot degrees. */
const banana = (x, y, s = 1, rot = 0, c = C.leaf) =>
  g({ transform: `translate(${x} ${y}) scale(${s}) rotate(${rot})` }, path('M0 0C-60-80-70-260-10-420C40-260 40-90 0 0Z', c) + path('M0 0C-8-140-10-280-10-420', 'none', { stroke: C.leaf2, 'stroke-width': 4 }) + path('M-6-60L-44-110M-8-140L-52-200M-9-220L-46-290M-6-100L26-150M-8-180L28-240', 'none', { stroke: '#3F6A0C', 'stroke-width': 2, opacity: 0.6 }));

/** Modak; base at (x, y). */
const modak = (x, y, s = 1) => g({ transform: `translate(${x} ${y}) scale(${s})` }, path('M0-50C8-34 28-20 28 0C28 10 14 14 0 14C-14 14-28 10-28 0C-28-20-8-34 0-50Z', '#F7E3B5') + path('M0-50C8-34 28-20 28 0C28 10 14 14 0 14Z', C.apricot, { opacity: 0.45 }) + path('M0-46V12M-14-28C-19-10-19 4-14 12M14-28C19-10 19 4 14 12', 'none', { stroke: C.clay, 'stroke-width': 2.5, opacity: 0.8 }) + circle(0, -50, 3.5, C.amber));
/** Tuft of grass blades (durva / kusha). */
function grass(x, y, n, h, c = C.leaf, spread = 40) {
  let dd = '';
  for (let i = 0; i < n; i++) { const t = i / (n - 1) - 0.5, tip = x + t * spread * 2; dd += P`M${x + t * 10} ${y}Q${x + t * spread * 0.6} ${y - h * 0.6} ${tip} ${y - h * (0.7 + 0.3 * Math.cos(t * 3))}`; }
  return path(dd, 'none', { stroke: c, 'stroke-width': 4, 'stroke-linecap': 'round' });
}
/** Gold coin (flat, with square hole). */
const coin = (x, y, r = 16) => circle(x, y, r, C.gold, { stroke: C.amber, 'stroke-width': r * 0.18 }) + rect(x - r * 0.22, y - r * 0.22, r * 0.44, r * 0.44, C.amber);

F['puja-rudrabhishek'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'peach', 1, 470, 200));
  d.add(shadow(400, 500, 280, 26), shivling(d, 380, 500, 1.15));
  // copper lota pouring a stream of water onto the lingam
  d.add(path('M600 64C660 60 680 120 640 150C630 160 560 170 540 140C520 110 540 70 600 64Z', C.clay), path('M540 100C520 96 500 110 494 122', 'none', { stroke: C.clay, 'stroke-width': 14, 'stroke-linecap': 'round' }), ellipse(612, 70, 44, 10, C.saffron), line(612, 60, 612, 0, C.bronze, 3));
  d.add(path('M494 124C470 170 400 220 392 286', 'none', { stroke: C.snow, 'stroke-width': 9, 'stroke-linecap': 'round', opacity: 0.9 }), path('M496 130C476 170 410 224 402 284', 'none', { stroke: '#CFE3EA', 'stroke-width': 3, opacity: 0.8 }));
  d.add(circle(380, 292, 20, C.snow, { opacity: 0.5 }), path('M330 430C320 460 330 470 340 476M440 430C450 460 440 470 430 476', 'none', { stroke: C.snow, 'stroke-width': 5, opacity: 0.7 }));
  d.add(belPatra(d, 330, 348, 0.45, -30), belPatra(d, 420, 340, 0.42, 24), belPatra(d, 150, 560, 0.6, -60), belPatra(d, 660, 560, 0.55, 70));
  d.add(diya(d, 560, 560, 0.55, true), petals(d, 10, 100, 520, 720, 590, [C.snow, C.orange, C.gold]));
  return d;
};

F['puja-maha-mrityunjaya'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.wine, C.maroon, C.rust]), stars(d, 20, 0, 0, 800, 300), mandala(d, 400, 270, 240, C.gold, 0.35), glow(d, 400, 250, 240, 0.5));
  d.add(rect(0, 490, W, 110, C.wine), rect(0, 490, W, 5, C.rust));
  d.add(trishul(400, 560, 420, C.gold, 1.15), damru(400, 262, 1.3, 0));
  d.add(path('M398 232C378 244 372 262 384 272', 'none', { stroke: C.maroon, 'stroke-width': 4 }));
  d.add(beads(d, 400, 520, 230, 44, 38, 12), circle(400, 570, 14, '#7A3B1C'), path('M392 582l-6 18M400 584v18M408 582l6 18', 'none', { stroke: C.maroon, 'stroke-width': 4 }));
  d.add(circle(640, 110, 60, C.butter, { opacity: 0.1 }), path('M640 76A34 34 0 1 0 640 144A27 27 0 1 1 640 76Z', C.snow, { transform: 'rotate(-25 640 110)' }));
  return d;
};

F['puja-navgraha-shanti'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'butter', 400, 300, 0, 0.18));
  const cx = 400, cy = 300;
  d.add(ellipse(cx, cy, 300, 230, 'none', { stroke: C.apricot, 'stroke-width': 3, 'stroke-dasharray': '2 10', 'stroke-linecap': 'round' }), ellipse(cx, cy, 190, 150, 'none', { stroke: C.apricot, 'stroke-width': 2.5 }));
  let rays = '';
  for (let i = 0; i < 16; i++) rays += petal(cx, cy, 110, 12, i * 22.5, i % 2 ? C.orange : C.gold);
  d.add(glow(d, cx, cy, 200), rays, circle(cx, cy, 62, C.gold), circle(cx, cy, 48, C.orange), circle(cx, cy, 20, C.butter));
  const pl = [[C.snow, 18], [RED, 16], [C.leaf2, 14], [C.amber, 20], [C.cream, 16], [C.basalt, 18], ['#6B4E71', 15], [C.bronze, 14]];
  pl.forEach(([c, r], i) => {
    const [x, y] = [cx + Math.cos((i / 8) * 2 * Math.PI - 1.3) * 300, cy + Math.sin((i / 8) * 2 * Math.PI - 1.3) * 230];
    d.add(circle(x, y, r * 1.9, c, { opacity: 0.18 }), circle(x, y, r * 1.35, c, { stroke: C.maroon, 'stroke-width': 3 }));
  });
  d.add(sparkle(d, 120, 80, 1.2), sparkle(d, 700, 520, 1.2), sparkle(d, 680, 70, 0.8));
  return d;
};

F['puja-lakshmi-kuber'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'rose', -1, 470, 200));
  d.add(shadow(420, 500, 280, 26), kalash(d, 620, 480, 1.1));
  d.add(lotus(d, 330, 450, 1.5, true), glow(d, 330, 330, 160));
  for (const [x, y, r] of [[300, 320, 20], [340, 310, 20], [320, 290, 18], [360, 340, 16], [280, 345, 16]]) d.add(coin(x, y, r));
  for (const [x, y] of [[440, 540], [480, 556], [200, 550], [160, 570], [520, 520], [250, 575]]) d.add(coin(x, y, 15));
  d.add(garland(d, 0, 0, 800, 0, 32, 1, 22), petals(d, 10, 80, 500, 760, 590, [C.gold, RED, C.orange]));
  return d;
};

F['puja-kaal-sarp-dosh'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.mist, C.cream2]), latt(d, 0, 0, W, 480, C.stone2, 0.3), mandala(d, 400, 250, 230, C.basalt2, 0.18));
  d.add(rect(0, 480, W, 120, C.stone), rect(0, 480, W, 6, C.stone2));
  d.add(shadow(400, 520, 260, 24, 0.2), shivling(d, 390, 520, 1.1));
  // serpent: coils wound around the lingam, hood rising above it
  const sn = '#3F6A0C', sb = C.leaf2;
  d.add(path('M318 420C330 440 450 440 462 420M314 380C326 400 454 400 466 380M324 340C336 356 444 356 456 340', 'none', { stroke: sn, 'stroke-width': 18, 'stroke-linecap': 'round' }));
  d.add(path('M318 420C330 440 450 440 462 420M314 380C326 400 454 400 466 380M324 340C336 356 444 356 456 340', 'none', { stroke: sb, 'stroke-width': 6, 'stroke-dasharray': '2 10', 'stroke-linecap': 'round' }));
  d.add(path('M456 340C470 300 460 260 420 236', 'none', { stroke: sn, 'stroke-width': 18, 'stroke-linecap': 'round' }));
  d.add(path('M390 170C350 176 340 220 360 240C376 256 404 256 420 240C440 220 430 176 390 170Z', sn, { transform: 'translate(24 -8)' }), path('M414 186C400 196 398 220 414 236C430 220 428 196 414 186Z', C.butter, { opacity: 0.7 }), circle(400, 200, 4, C.gold), circle(428, 200, 4, C.gold));
  d.add(path('M466 380C520 390 540 430 520 470C500 500 540 520 580 510', 'none', { stroke: sn, 'stroke-width': 14, 'stroke-linecap': 'round' }));
  d.add(belPatra(d, 200, 560, 0.5, -40), diya(d, 560, 580, 0.5), petals(d, 8, 120, 520, 720, 590, [C.snow, C.orange]));
  return d;
};

F['puja-satyanarayan'] = (n) => {
  const d = doc(n);
  d.add(altar(d, { wall: C.butter, wall2: C.cream, mandalaC: C.saffron, top: 400, cw: 560, cloth: RED, border: C.gold, my: 220, mr: 190 }));
  d.add(banana(120, 600, 1, 8), banana(80, 600, 0.9, -6, C.leaf2), banana(680, 600, 1, -8), banana(720, 600, 0.9, 6, C.leaf2));
  d.add(kalash(d, 400, 400, 1.5), thali(d, 250, 398, 60, 18), flowerHeap(d, 250, 392, 80, 20), diya(d, 510, 400, 0.5, true));
  d.add(leafToran(d, 0, 800, 6, 1));
  return d;
};

/** Gada (mace): a fluted gold head on a handle; (x, y) handle end. */
const gada = (x, y, s = 1, rot = 0) =>
  g({ transform: `translate(${x} ${y}) scale(${s}) rotate(${rot})` }, rect(-9, -240, 18, 240, C.amber) + path('M-9-60H9M-9-40H9M-9-20H9', 'none', { stroke: C.maroon, 'stroke-width': 6 }) + circle(0, 6, 14, C.gold) + ellipse(0, -320, 78, 92, C.gold) + path('M-52-380C-70-340-70-300-52-260M0-412V-228M52-380C70-340 70-300 52-260', 'none', { stroke: C.amber, 'stroke-width': 6 }) + ellipse(20, -320, 58, 90, C.amber, { opacity: 0.35 }) + rect(-70, -330, 140, 18, C.maroon, { rx: 8 }) + path('M-62-321H62', 'none', { stroke: C.gold, 'stroke-width': 5, 'stroke-dasharray': '0 10', 'stroke-linecap': 'round' }) + circle(0, -420, 14, C.gold) + path('M0-434l8-18-8 6-8-6Z', C.amber) + rect(-30, -248, 60, 14, C.maroon, { rx: 6 }));

F['puja-hanuman-chalisa'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.apricot, C.sand, C.cream2]), mandala(d, 540, 250, 230, C.saffron, 0.3), sun(d, 560, 200, 60, C.orange));
  d.add(hills(d, 470, 40, C.clay, 4, { opacity: 0.5 }), floorBand(d, 480, C.peach, C.saffron));
  d.add(shadow(420, 520, 160, 20), gada(270, 545, 0.92, 24));
  d.add(flag(600, 560, 380, C.orange, 200, C.gold), flag(660, 560, 260, C.saffron, 130, C.gold));
  d.add(path('M560 510C570 520 590 520 600 510', 'none', { stroke: RED, 'stroke-width': 10, 'stroke-linecap': 'round' }), diya(d, 150, 570, 0.6), petals(d, 10, 100, 520, 760, 590, [C.orange, RED]));
  return d;
};

/** Stylised lion face medallion. */
function lion(d, x, y, r) {
  return g({ transform: `translate(${x} ${y}) scale(${r / 100})` },
    circle(0, 0, 116, C.maroon) + circle(0, 0, 108, 'none', { stroke: C.gold, 'stroke-width': 4, 'stroke-dasharray': '0 12', 'stroke-linecap': 'round' }) +
    path(rosette(14, 56, 98, 0, 0, 1), C.amber) + path(rosette(14, 50, 80, 0, 0, 1), C.gold, { transform: 'rotate(13)' }) +
    circle(-34, -44, 14, C.apricot) + circle(34, -44, 14, C.apricot) +
    path('M-44-30C-44-62 44-62 44-30C52 6 34 50 0 54C-34 50-52 6-44-30Z', '#F2A22C') +
    path('M-20 4C-12 14 12 14 20 4L10 30H-10Z', C.apricot) + path('M-12 8H12L0 20Z', C.ink) + path('M0 20V30M-16 38Q0 46 16 38', 'none', { stroke: C.ink, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    path('M-30-16Q-20-24-10-16M10-16Q20-24 30-16', 'none', { stroke: C.ink, 'stroke-width': 5, 'stroke-linecap': 'round' }) + circle(0, -34, 5, RED));
}

F['puja-durga-saptashati'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'rose', 400, 230, 200, 0.2));
  // red chunri drape hanging from the top, with gold gota border
  d.add(path('M0 0H800V110C700 170 560 120 400 170C240 120 100 170 0 110Z', RED), path('M0 110C100 170 240 120 400 170C560 120 700 170 800 110', 'none', { stroke: C.gold, 'stroke-width': 10 }), path('M0 90C100 150 240 100 400 150C560 100 700 150 800 90', 'none', { stroke: C.gold, 'stroke-width': 4, 'stroke-dasharray': '0 14', 'stroke-linecap': 'round' }));
  d.add(lion(d, 400, 330, 110), floorBand(d, 490, C.peach, C.saffron));
  d.add(trishul(180, 560, 330, C.amber, 1), trishul(620, 560, 330, C.amber, 1), path('M150 300C170 320 190 320 210 300L200 340H160Z', RED), path('M590 300C610 320 630 320 650 300L640 340H600Z', RED));
  d.add(hibiscus(d, 300, 550, 0.8), hibiscus(d, 500, 555, 0.8), diya(d, 340, 580, 0.5), petals(d, 8, 100, 520, 720, 590, [RED, C.gold]));
  return d;
};

F['puja-ganesh-sankat-nashan'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'cream', 0, 460, 220));
  d.add(shadow(400, 500, 260, 26), thali(d, 400, 470, 230, 64));
  const pos = [[310, 470], [370, 478], [430, 478], [490, 470], [340, 428], [400, 432], [460, 428], [370, 386], [430, 386], [400, 344]];
  for (const [x, y] of pos) d.add(modak(x, y, 1.2));
  d.add(grass(180, 560, 7, 70, C.leaf, 30), grass(620, 560, 7, 80, C.leaf2, 30), grass(560, 580, 5, 50, C.leaf, 20));
  // ornament: rosette medallion (no swastik)
  d.add(g({ transform: 'translate(400 130)' }, path(rosette(12, 30, 56), C.saffron) + path(rosette(8, 14, 32, 0, 0, 1), C.gold) + circle(0, 0, 10, C.maroon)));
  d.add(hibiscus(d, 150, 470, 0.7), hibiscus(d, 660, 470, 0.7), diya(d, 560, 560, 0.45, true), petals(d, 8, 100, 520, 700, 590, [RED, C.orange]));
  return d;
};

F['puja-shani-til-tel'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, ['#140909', C.basalt, C.basalt2]), stars(d, 22, 0, 0, 800, 300, C.stone), mandala(d, 400, 250, 230, C.stone2, 0.2));
  d.add(rect(0, 470, W, 130, C.ink), rect(0, 470, W, 5, C.basalt2));
  // iron lamp with mustard oil, dark
  d.add(glow(d, 420, 300, 200, 0.7), g({ transform: 'translate(400 460) scale(1.8)' }, path('M-70-24C-66 10-34 22 0 22C34 22 66 10 70-24Z', C.basalt2) + ellipse(0, -24, 70, 12, C.ink) + ellipse(0, -23, 60, 8, C.amber, { opacity: 0.85 }) + path('M-22 22H22L30 34H-30Z', C.ink)), flame(d, 420, 410, 110));
  d.add(pot(620, 560, 100, C.basalt2, C.ink, C.ink), path('M600 470C604 490 608 500 620 504', 'none', { stroke: C.amber, 'stroke-width': 6, 'stroke-linecap': 'round' }));
  // sesame seeds
  let sd = '';
  for (let i = 0; i < 60; i++) { const x = d.rand.range(110, 340), y = d.rand.range(530, 585); sd += P`M${x} ${y}l3 -2`; }
  d.add(ellipse(220, 565, 120, 26, C.basalt2), path(sd, 'none', { stroke: C.ink, 'stroke-width': 4, 'stroke-linecap': 'round' }), path(sd, 'none', { stroke: C.cream, 'stroke-width': 3, 'stroke-linecap': 'round', transform: 'translate(14 4)' }));
  return d;
};

F['puja-pitru-dosh'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, ['#F6CDB8', C.mist], 300), sun(d, 600, 200, 40, C.apricot), hills(d, 260, 30, C.stone2, 4, { opacity: 0.6 }));
  d.add(water(d, 250, 380, C.peach, C.apricot, C.cream, 'rv'), ghats(0, 800, 370, 470, C.stone, C.stone2, 4), rect(0, 460, W, 140, C.stone));
  d.add(shadow(400, 540, 260, 24, 0.2), leafPlate(d, 400, 520, 220, false));
  for (const [x, y] of [[340, 506], [400, 496], [460, 506], [370, 530], [430, 530]]) d.add(circle(x, y, 24, C.snow), circle(x - 7, y - 8, 7, C.cream), circle(x + 4, y - 2, 3, C.stone2));
  d.add(grass(200, 560, 9, 90, '#7C9A2A', 40), grass(620, 560, 9, 90, '#7C9A2A', 40), path('M300 470C360 440 440 440 500 470', 'none', { stroke: '#7C9A2A', 'stroke-width': 4 }));
  d.add(diya(d, 530, 598, 0.45), petals(d, 6, 140, 560, 700, 595, [C.snow, C.gold]));
  return d;
};

F['puja-mangal-dosh'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'rose', 580, 170, 0, 0.2));
  // Mars orb with rings
  d.add(circle(580, 170, 150, RED, { opacity: 0.08 }), circle(580, 170, 110, RED, { opacity: 0.14 }), circle(580, 170, 78, '#B91C1C'), circle(556, 150, 26, C.orange, { opacity: 0.4 }), circle(610, 196, 16, C.maroon, { opacity: 0.4 }), circle(566, 206, 10, C.maroon, { opacity: 0.35 }));
  d.add(floorBand(d, 470, C.peach, RED), mandala(d, 200, 220, 150, RED, 0.2));
  // red lamp on a brass stand
  d.add(shadow(330, 500, 160, 20), rect(318, 380, 24, 110, C.amber), ellipse(330, 490, 70, 14, C.gold), g({ transform: 'translate(330 380) scale(1.2)' }, path('M-60-20C-56 10-30 20 0 20C30 20 56 10 60-20Z', RED) + ellipse(0, -20, 60, 10, C.maroon) + ellipse(0, -19, 52, 7, C.amber)), flame(d, 330, 350, 90), glow(d, 330, 300, 140, 0.7));
  for (const [x, y, s] of [[520, 520, 1], [620, 545, 0.9], [720, 515, 1.1], [120, 540, 0.9], [200, 575, 0.7], [460, 575, 0.7]]) d.add(hibiscus(d, x, y, s));
  d.add(petals(d, 8, 80, 500, 760, 595, [RED, C.maroon]));
  return d;
};

F['puja-baglamukhi'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.butter, '#FDE68A', C.gold]), latt(d, 0, 0, W, H, C.amber, 0.25), mandala(d, 400, 240, 230, C.amber, 0.35));
  // yellow drape
  d.add(path('M0 0H260C230 120 150 240 0 300Z', '#FACC15'), path('M800 0H540C570 120 650 240 800 300Z', '#FACC15'), path('M260 0C230 120 150 240 0 300M540 0C570 120 650 240 800 300', 'none', { stroke: C.amber, 'stroke-width': 10 }));
  d.add(rect(0, 470, W, 130, C.amber), rect(0, 470, W, 12, C.bronze));
  d.add(havan(d, 400, 420, 0.95));
  d.add(flowerHeap(d, 150, 530, 160, 40, [C.gold, '#FACC15']), flowerHeap(d, 650, 530, 160, 40, [C.gold, '#FACC15']));
  for (const [x, y] of [[250, 570], [550, 575], [80, 580], [720, 580]]) d.add(bloom(d, x, y, 0.7, '#FACC15'));
  d.add(garland(d, 0, 0, 800, 0, 26, 1, 22));
  return d;
};

/** Swan: white body with a curving neck, facing left; (x, y) water line. */
const swan = (x, y, s = 1) => g({ transform: `translate(${x} ${y}) scale(${s})` }, path('M-60-10C-70-40-60-80-40-110C-30-126-10-124-12-108C-14-96-30-88-34-60C-34-40-20-30 10-34C50-40 80-60 100-80C96-40 70 0 20 4C-20 8-50 4-60-10Z', C.snow) + path('M-12-108L-30-100L-14-96Z', C.orange) + circle(-24, -108, 3, C.ink) + path('M-10-20C20-10 60-30 80-56', 'none', { stroke: C.mist, 'stroke-width': 5, 'stroke-linecap': 'round' }));
/** Veena: long neck, two gourds, frets and pegs. */
const veena = (x, y, s = 1, rot = 0) => g({ transform: `translate(${x} ${y}) scale(${s}) rotate(${rot})` },
  rect(-300, -16, 520, 32, C.bronze, { rx: 10 }) + path('M-290 0H210', 'none', { stroke: C.gold, 'stroke-width': 12, 'stroke-dasharray': '3 22' }) + path('M-290-6H230M-290 6H230', 'none', { stroke: C.cream, 'stroke-width': 1.5 }) +
  circle(240, 0, 80, C.rust) + circle(240, 0, 80, 'none', { stroke: C.gold, 'stroke-width': 6 }) + circle(240, 0, 44, 'none', { stroke: C.gold, 'stroke-width': 3, 'stroke-dasharray': '0 10', 'stroke-linecap': 'round' }) + circle(262, -18, 18, C.apricot, { opacity: 0.35 }) +
  circle(-220, 60, 44, C.amber) + rect(-226, 10, 12, 30, C.bronze) + path('M-300-16C-330-30-350-20-360 0C-350 20-330 28-300 16Z', C.rust) + path('M-316-24v-16M-300-22v-16M-284-20v-16', 'none', { stroke: C.gold, 'stroke-width': 6, 'stroke-linecap': 'round' }));

F['puja-saraswati'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.cream, C.butter, C.sand], 420), mandala(d, 560, 200, 200, C.apricot, 0.35), sun(d, 560, 200, 44, C.butter));
  d.add(water(d, 400, 600, C.sand, C.peach, C.snow, 'lk'));
  d.add(veena(440, 290, 0.9, -16));
  // white lotus
  d.add(ellipse(230, 490, 120, 16, C.leaf), g({ transform: 'translate(230 488)' }, [-80, 80, -54, 54, -28, 28, 0].map((a, i) => petal(0, 0, [74, 74, 92, 92, 104, 104, 110][i], 22, a, i < 2 ? C.stone : C.snow, { stroke: C.stone2, 'stroke-width': 1.5 })).join('')));
  d.add(ellipse(400, 560, 60, 10, C.leaf, { opacity: 0.9 }), swan(600, 500, 1));
  d.add(birds(d, 120, 100, 3, 1, C.apricot), sparkle(d, 150, 250, 1), sparkle(d, 720, 90, 0.8));
  return d;
};

export default F;
