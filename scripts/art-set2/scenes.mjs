// Events, streams, past-puja videos and the misc pages (kundli, empty, 404).
import { C, Doc, P, el, path, circle, ellipse, rect, g, line, card, backdrop, floorBand, shadow, miniDiya, playBadge, devotee, shivling, pot, glow, flame, mandala, jali } from './kit.mjs';
import { diya, diyaRow, lotus, garland, toran, kalash, havan, thali, laddooStack, belPatra, petals, bell, stars, moon, sun, birds, incense, sparkle, marigoldDefs, rosette, strand } from '../art/motifs.mjs';
import { nagara, water, ghats, boat, hills, chhatri } from '../art/temples.mjs';
import SEVA from './seva.mjs';

const F = { ...SEVA };
const W = 800, H = 600;
const doc = (n, w = W, h = H) => new Doc(w, h, n);
const skyG = (d, cols, y1 = H, id = 'sg') => (d.lin(id, cols.map((c, i) => [i / (cols.length - 1), c])), rect(0, 0, d.w, y1, `url(#${id})`));
const liveDot = (x = 40, y = 40) => circle(x, y, 14, C.cream, { opacity: 0.8 }) + circle(x, y, 8, '#DC2626');

/** Standing priest silhouette raising a tiered lamp. (x, y) feet. */
function priest(d, x, y, s = 1, body = C.wine, lamp = true, flip = false) {
  const k =
    path('M-26 0L-20-90C-30-96-34-120-30-140L0-150L30-140C34-120 30-96 20-90L26 0Z', body) +
    circle(0, -168, 18, body) +
    path('M24-134C40-150 46-176 44-200', 'none', { stroke: body, 'stroke-width': 12, 'stroke-linecap': 'round' }) +
    (lamp ? aartiLamp(d, 44, -200, 0.55) : '');
  return g({ transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` }, k);
}

/** Tiered brass aarti lamp (many wicks); (x, y) handle top. */
function aartiLamp(d, x, y, s = 1) {
  let k = glow(d, 0, -70, 110) + rect(-6, -10, 12, 40, C.amber) + ellipse(0, -12, 60, 12, C.gold);
  for (let i = -2; i <= 2; i++) k += flame(d, i * 26, -18, 36);
  k += ellipse(0, -58, 40, 9, C.gold);
  for (let i = -1; i <= 1; i++) k += flame(d, i * 26, -62, 34);
  k += ellipse(0, -100, 18, 6, C.gold) + flame(d, 0, -104, 40) + rect(-4, -100, 8, 88, C.amber, { opacity: 0.7 });
  return g({ transform: `translate(${x} ${y}) scale(${s})` }, k);
}

const trishul = (x, y, h, c = C.ink) =>
  path(P`M${x} ${y}V${y - h}`, 'none', { stroke: c, 'stroke-width': 8 }) +
  path(P`M${x - 40} ${y - h + 30}C${x - 44} ${y - h - 10} ${x - 30} ${y - h - 20} ${x - 22} ${y - h - 40}C${x - 20} ${y - h - 10} ${x - 4} ${y - h + 10} ${x} ${y - h + 14}C${x + 4} ${y - h + 10} ${x + 20} ${y - h - 10} ${x + 22} ${y - h - 40}C${x + 30} ${y - h - 20} ${x + 44} ${y - h - 10} ${x + 40} ${y - h + 30}C${x + 30} ${y - h + 10} ${x + 10} ${y - h + 24} ${x} ${y - h + 24}C${x - 10} ${y - h + 24} ${x - 30} ${y - h + 10} ${x - 40} ${y - h + 30}ZM${x - 6} ${y - h + 16}L${x} ${y - h - 60}L${x + 6} ${y - h + 16}Z`, c) +
  path(P`M${x - 16} ${y - h + 60}L${x + 16} ${y - h + 40}L${x + 16} ${y - h + 76}L${x - 16} ${y - h + 56}Z`, C.maroon);

const modak = (x, y, s = 1) => g({ transform: `translate(${x} ${y}) scale(${s})` }, path('M0-44C8-30 24-16 24 0C24 10 12 14 0 14C-12 14-24 10-24 0C-24-16-8-30 0-44Z', C.butter) + path('M0-40V12M-12-24C-16-10-16 4-12 12M12-24C16-10 16 4 12 12', 'none', { stroke: C.apricot, 'stroke-width': 2.5 }));

/** Rangoli: layered rosettes on the floor (squashed for perspective). */
const rangoli = (d, x, y, r) => g({ transform: `translate(${x} ${y}) scale(1 0.36)` }, path(rosette(12, r * 0.7, r), C.saffron) + path(rosette(8, r * 0.4, r * 0.72), C.gold) + path(rosette(8, r * 0.15, r * 0.42, 0, 0, 1), C.maroon) + circle(0, 0, r * 0.14, C.cream));

const crescent = (x, y, r) => circle(x, y, r * 1.8, C.butter, { opacity: 0.08 }) + path(P`M${x} ${y - r}A${r} ${r} 0 1 0 ${x} ${y + r}A${r * 1.25} ${r * 1.25} 0 0 1 ${x} ${y - r}Z`, C.snow, { transform: `rotate(-25 ${x} ${y})` });

/* ---------- events ---------- */

F['event-01'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.wine, C.maroon, C.rust]), stars(d, 30, 0, 0, 800, 260), mandala(d, 400, 190, 170, C.gold, 0.3));
  d.add(rect(0, 400, W, 200, C.rust), rangoli(d, 400, 490, 220));
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2, x = 400 + Math.cos(a) * 300, y = 490 + Math.sin(a) * 92;
    if (y < 560) d.add(diya(d, x - 28, y + 10, 0.42));
  }
  d.add(toran(d, 800, 0, 4, 1, 26));
  return d;
};

F['event-02'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.ink, C.wine, C.maroon]), stars(d, 40, 0, 0, 800, 330), crescent(620, 120, 50));
  d.add(hills(d, 430, 80, C.wine), rect(0, 470, W, 130, C.basalt), rect(0, 470, W, 5, C.basalt2));
  d.add(glow(d, 380, 360, 240), shivling(d, 380, 510, 1.15, C.basalt2, C.mist), belPatra(d, 380, 318, 0.5));
  d.add(trishul(160, 520, 300, C.amber), marigoldDefs(d), garland(d, 250, 470, 510, 470, 16, 0.9), diya(d, 560, 560, 0.6, true));
  return d;
};

F['event-03'] = (n) => {
  // Navratri: nine lamps in an arch around a kalash draped in red chunri
  const d = doc(n);
  d.add(card(d, 'rose', 0, 470, 230));
  d.add(shadow(400, 500, 300, 30), kalash(d, 400, 470, 1.2, true), path('M340 400C360 440 440 440 460 400L470 430C440 460 360 460 330 430Z', '#C81E1E'));
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (1.05 + (i / 8) * 0.9), x = 400 + Math.cos(a) * 300, y = 470 + Math.sin(a) * 330;
    d.add(miniDiya(d, x, y, 1.5, i % 2 ? C.saffron : C.gold));
  }
  d.add(garland(d, 0, 0, 800, 0, 30, 1), petals(d, 14, 60, 500, 740, 580, ['#C81E1E', C.orange, C.gold]));
  return d;
};

F['event-04'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.maroon, C.clay, C.apricot], 330), sun(d, 220, 270, 50, C.butter), water(d, 300, 600, C.clay, C.maroon, C.gold));
  d.add(ghats(520, 800, 300, 430, C.stone, C.stone2, 6), chhatri(d, 690, 300, 90, C.stone, C.stone2), boat(180, 360, 0.7, C.wine, C.orange));
  [[300, 470, 1.1], [450, 540, 1.3], [140, 520, 1], [380, 400, 0.8], [600, 480, 0.9], [240, 420, 0.7]].forEach(([x, y, s]) => d.add(path(P`M${x - 30 * s} ${y}Q${x} ${y + 18 * s} ${x + 30 * s} ${y}Z`, C.leaf), miniDiya(d, x, y, 1.3 * s)));
  d.add(diyaRow(d, 540, 760, 300, 5, 0.3));
  return d;
};

F['event-05'] = (n) => {
  // Janmashtami: makhan matki hanging, flute and a peacock feather
  const d = doc(n);
  d.add(card(d, 'butter', -1, 480));
  d.add(path('M330 0L380 270M470 0L420 270', 'none', { stroke: C.bronze, 'stroke-width': 5 }), pot(400, 420, 220, C.clay, C.saffron, C.maroon));
  d.add(path('M330 226C330 190 470 190 470 226C470 250 450 236 440 262C430 240 360 244 350 262C344 240 330 248 330 226Z', C.snow), path('M360 222Q400 206 440 222', 'none', { stroke: C.mist, 'stroke-width': 4 }));
  d.add(garland(d, 320, 300, 480, 300, 8, 0.9));
  d.add(g({ transform: 'rotate(-18 180 470)' }, rect(60, 462, 260, 18, C.gold, { rx: 9 }) + path('M110 471h0M150 471h0M190 471h0M230 471h0M270 471h0', 'none', { stroke: C.bronze, 'stroke-width': 7, 'stroke-linecap': 'round' }) + rect(90, 460, 10, 22, C.maroon)));
  d.add(g({ transform: 'rotate(24 640 380)' }, path('M640 560Q630 420 640 240', 'none', { stroke: C.bronze, 'stroke-width': 4 }) + path('M640 220C600 260 596 330 640 380C684 330 680 260 640 220Z', C.leaf) + ellipse(640, 280, 24, 32, C.gold) + ellipse(640, 284, 14, 20, C.leaf2) + ellipse(640, 288, 7, 10, C.maroon)));
  d.add(laddooStack(d, 600, 540, 2, 0.9));
  return d;
};

F['event-06'] = (n) => {
  // Ganesh Chaturthi: modak pyramid under a marigold pandal with durva
  const d = doc(n);
  d.add(backdrop(d, 'peach', 400, 230, 200, 0.2), floorBand(d, 470));
  d.add(path('M90 600V160Q400 40 710 160V600H650V200Q400 100 150 200V600Z', C.saffron), path('M150 200Q400 100 650 200', 'none', { stroke: C.gold, 'stroke-width': 8 }));
  d.add(garland(d, 150, 200, 400, 120, 26, 1), garland(d, 400, 120, 650, 200, 26, 1), strand(d, 150, 216, 5), strand(d, 650, 216, 5));
  d.add(shadow(400, 500, 200, 24), thali(d, 400, 480, 190, 54));
  const rows = [5, 4, 3, 2, 1];
  rows.forEach((k, r) => {
    for (let i = 0; i < k; i++) d.add(modak(400 + (i - (k - 1) / 2) * 50, 480 - r * 48, 1));
  });
  let durva = '';
  for (let i = 0; i < 9; i++) durva += P`M${220 + i * 6} 500Q${214 + i * 8} 460 ${200 + i * 12} ${430 + (i % 3) * 8}`;
  d.add(path(durva, 'none', { stroke: C.leaf, 'stroke-width': 4, 'stroke-linecap': 'round' }), hibiscus(580, 470));
  return d;
};
const hibiscus = (x, y, s = 1) => g({ transform: `translate(${x} ${y}) scale(${s})` }, [0, 72, 144, 216, 288].map((a) => ellipse(0, -14, 11, 16, '#C81E1E', { transform: `rotate(${a})` })).join('') + circle(0, 0, 6, C.gold));

F['event-07'] = (n) => {
  // Ram Navami: noon sun, bow and arrow, saffron flags, cradle of flowers
  const d = doc(n);
  d.add(skyG(d, [C.butter, C.cream], H), sun(d, 400, 170, 70), mandala(d, 400, 170, 150, C.gold, 0.35), floorBand(d, 470));
  d.add(path('M250 440C180 330 180 170 250 60', 'none', { stroke: C.bronze, 'stroke-width': 14, 'stroke-linecap': 'round' }), line(250, 60, 250, 440, C.ink, 2), line(230, 250, 560, 250, C.rust, 6), path('M560 232L600 250L560 268Z', C.amber), path('M236 238L220 250L236 262Z', C.orange));
  const flag = (x, y, s) => line(x, y, x, y - 220 * s, C.bronze, 5) + path(P`M${x} ${y - 220 * s}L${x + 90 * s} ${y - 180 * s}L${x} ${y - 140 * s}Z`, C.orange);
  d.add(flag(660, 480, 1.1), flag(720, 490, 0.8), flag(110, 490, 0.9));
  d.add(path('M380 540Q480 600 580 540L570 500H390Z', C.maroon), path('M390 500H570', 'none', { stroke: C.gold, 'stroke-width': 8 }), garland(d, 380, 500, 580, 500, 12, 0.8));
  return d;
};

F['event-08'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.ink, C.wine, C.maroon]), stars(d, 40, 0, 0, 800, 300), moon(d, 540, 150, 80, true));
  d.add(hills(d, 470, 60, C.wine, 4), nagara(d, { x: 320, y: 520, w: 150, h: 380, c: C.basalt2, s: C.basalt, band: C.ink, flag: C.orange, mandapa: 'left', doorC: C.gold }));
  d.add(rect(0, 520, W, 80, C.basalt), diyaRow(d, 60, 740, 580, 8, 0.35), birds(d, 640, 260, 3, 1, C.cream));
  return d;
};

/* ---------- streams ---------- */

const STREAM = {
  1: (d) => {
    // abhishekam: hanging dhara-patra dripping milk onto the shivling
    d.add(card(d, 'peach', 1, 470, 200), shivling(d, 400, 490, 1.3), line(350, 0, 380, 60, C.bronze, 4), line(450, 0, 420, 60, C.bronze, 4), pot(400, 150, 110, C.gold, C.amber, C.bronze));
    const milk = { 'stroke-linecap': 'round' };
    d.add(path('M400 150V262', 'none', { stroke: C.stone2, 'stroke-width': 12, ...milk }), path('M400 150V262', 'none', { stroke: C.snow, 'stroke-width': 8, ...milk }));
    d.add(path('M336 300C332 340 336 380 332 420M464 300C468 340 464 380 470 420', 'none', { stroke: C.snow, 'stroke-width': 8, ...milk }), belPatra(d, 400, 250, 0.4), marigoldDefs(d), garland(d, 270, 430, 530, 430, 20, 0.9), thali(d, 680, 520, 80), flame(d, 680, 514, 40));
  },
  2: (d) => {
    // aarti with lamps before the altar
    d.add(skyG(d, [C.maroon, C.rust]), rect(0, 0, W, H, jali(d, C.gold, 48), { opacity: 0.15 }), mandala(d, 400, 240, 200, C.gold, 0.4));
    d.add(aartiLamp(d, 400, 430, 1.7), path('M380 430L360 600H440L420 430Z', C.skinB), toran(d, 800, 0, 4, 1, 26), bell(d, 110, 0, 200, 0.9), bell(d, 690, 0, 200, 0.9));
  },
  3: (d) => {
    d.add(backdrop(d, 'sand', 400, 190, 190, 0.2), floorBand(d, 420), havan(d, 400, 400, 1.1));
    d.add(devotee(d, 130, 560, 0.95, { skin: C.skinB, top: C.skinB, drape: C.saffron, hair: 'shikha', hands: 'lap' }), devotee(d, 670, 560, 0.95, { skin: C.skinA, top: C.snow, drape: C.maroon, hair: 'shikha' }));
  },
  4: (d) => {
    // evening Ganga aarti on the ghats
    d.add(skyG(d, [C.wine, C.maroon, C.clay], 360), stars(d, 16, 0, 0, 800, 160), water(d, 440, 600, C.rust, C.wine, C.gold));
    d.add(ghats(0, 800, 340, 440, C.stone2, C.basalt2, 4), chhatri(d, 120, 340, 100, C.stone, C.stone2), chhatri(d, 690, 340, 100, C.stone, C.stone2));
    [220, 400, 580].forEach((x, i) => d.add(rect(x - 50, 350, 100, 18, C.maroon), priest(d, x, 350, 0.95, C.wine, true, i === 2)));
    d.add(boat(420, 520, 0.8, C.wine, C.orange), diyaRow(d, 100, 700, 476, 6, 0.22));
  },
  5: (d) => {
    // morning bells with sunrise
    d.add(skyG(d, ['#FBD9C4', C.cream]), sun(d, 400, 430, 90, C.apricot), hills(d, 470, 50, C.peach), floorBand(d, 500, C.sand));
    d.add(rect(40, 40, 720, 26, C.maroon, { rx: 8 }), bell(d, 170, 66, 150, 0.9), bell(d, 330, 66, 200, 1.2), bell(d, 490, 66, 170, 1), bell(d, 640, 66, 140, 0.8), birds(d, 560, 300, 4, 1.1));
    d.add(path('M0 200C40 190 70 170 90 140', 'none', { stroke: C.gold, 'stroke-width': 3, opacity: 0.5 }), sparkle(d, 250, 230, 0.9), sparkle(d, 580, 260, 0.8));
  },
  6: (d) => {
    // shringar: decorated altar with lotus and garlands
    d.add(card(d, 'rose', 0, 440, 230), garland(d, 160, 80, 640, 80, 70, 1.2), strand(d, 160, 90, 6, 1.1), strand(d, 640, 90, 6, 1.1));
    d.add(lotus(d, 400, 380, 1.1, true), kalash(d, 230, 470, 0.7), kalash(d, 570, 470, 0.7, true), diyaRow(d, 200, 520, 560, 4, 0.5, true));
  },
  7: (d) => {
    // bhajan: manjira cymbals, dholak and incense
    d.add(backdrop(d, 'butter', 160, 200, 190, 0.2), floorBand(d, 450));
    d.add(g({ transform: 'rotate(-4 430 420)' }, rect(300, 360, 260, 130, C.maroon, { rx: 60 }) + ellipse(300, 425, 30, 65, C.sand) + ellipse(560, 425, 30, 65, C.sand) + path('M320 366L540 484M320 484L540 366M360 362L500 488M360 488L500 362', 'none', { stroke: C.gold, 'stroke-width': 3 })));
    d.add(ellipse(170, 450, 60, 22, C.amber), ellipse(170, 440, 60, 22, C.gold), circle(170, 432, 10, C.bronze), ellipse(650, 330, 60, 22, C.amber, { transform: 'rotate(-20 650 330)' }), ellipse(650, 320, 60, 22, C.gold, { transform: 'rotate(-20 650 320)' }));
    d.add(incense(d, 700, 560, 0.9, 3), petals(d, 10, 100, 500, 600, 570));
  },
  8: (d) => {
    // darshan: open sanctum door with glow
    d.add(skyG(d, [C.stone, C.sand]), rect(0, 0, W, H, jali(d, C.stone2, 48), { opacity: 0.5 }));
    d.add(path('M240 600V220Q400 60 560 220V600Z', C.gold), path('M270 600V232Q400 100 530 232V600Z', C.wine), glow(d, 400, 360, 200), lotus(d, 400, 440, 0.8), miniDiya(d, 320, 560, 1.6, C.gold), miniDiya(d, 480, 560, 1.6, C.gold));
    d.add(garland(d, 240, 230, 560, 230, 30, 1.1), rect(200, 570, 400, 30, C.stone2), bell(d, 170, 0, 180), bell(d, 630, 0, 180));
  },
  9: (d) => {
    // rudrabhishek: kalash dripping onto shivling, bel and dhatura
    d.add(backdrop(d, 'sand', 620, 200, 190, 0.2), floorBand(d, 460), shivling(d, 330, 480, 1.2));
    d.add(line(330, 0, 330, 120, C.amber, 4), kalash(d, 330, 240, 0.7, true), path('M330 248V290', 'none', { stroke: '#CFE6F0', 'stroke-width': 5, 'stroke-dasharray': '8 8' }), belPatra(d, 330, 300, 0.45));
    d.add(thali(d, 640, 490, 110), belPatra(d, 600, 480, 0.5, -30), belPatra(d, 670, 484, 0.5, 30), incense(d, 120, 560, 0.8, 2));
  },
  10: (d) => {
    // shayan aarti: night temple with a single brass lamp
    d.add(skyG(d, [C.ink, C.wine]), stars(d, 30, 0, 0, 800, 300), crescent(140, 110, 40));
    d.add(nagara(d, { x: 520, y: 500, w: 130, h: 340, c: C.basalt2, s: C.basalt, band: C.ink, flag: C.orange, mandapa: 'left', doorC: C.gold }), rect(0, 500, W, 100, C.basalt), diya(d, 100, 580, 1, true));
  },
};
for (const [i, fn] of Object.entries(STREAM)) {
  F[`stream-${String(i).padStart(2, '0')}`] = (n) => {
    const d = doc(n);
    fn(d);
    d.add(liveDot(760, 40));
    return d;
  };
}

/* ---------- past puja videos ---------- */

const VIDEO = [
  (d) => d.add(backdrop(d, 'peach', 400, 200, 200, 0.2), floorBand(d, 430), havan(d, 400, 420, 1.2), devotee(d, 110, 580, 0.9, { skin: C.skinC, top: C.orange, drape: C.maroon, hair: 'shikha', hands: 'lap' })),
  (d) => d.add(skyG(d, [C.wine, C.maroon]), mandala(d, 400, 260, 230, C.gold, 0.35), aartiLamp(d, 520, 420, 1.4), kalash(d, 200, 560, 0.9), toran(d, 800, 0, 4, 1, 26)),
  (d) => d.add(card(d, 'butter', 0, 430, 220), kalash(d, 400, 440, 1.3), diya(d, 130, 540, 0.8, true), diya(d, 560, 540, 0.8, true), lotus(d, 400, 580, 0.4), garland(d, 0, 0, 800, 0, 30, 1)),
  (d) => d.add(skyG(d, [C.maroon, C.clay, C.apricot], 360), water(d, 360, 600, C.clay, C.rust, C.gold), ghats(0, 300, 300, 420, C.stone, C.stone2, 5), priest(d, 160, 300, 0.8), diyaRow(d, 360, 760, 470, 5, 0.4), boat(560, 400, 0.7)),
];
VIDEO.forEach((fn, i) => {
  F[`video-0${i + 1}`] = (n) => {
    const d = doc(n);
    fn(d);
    d.add(rect(0, 0, W, H, C.ink, { opacity: 0.12 }), playBadge(400, 300, 54));
    return d;
  };
});

/* ---------- misc ---------- */

F['kundli-chart'] = (n) => {
  const d = doc(n, 600, 600);
  d.add(rect(0, 0, 600, 600, C.cream2), rect(0, 0, 600, 600, jali(d, C.apricot, 40, 1.2), { opacity: 0.25 }), mandala(d, 300, 300, 280, C.apricot, 0.25));
  const a = 60, b = 540, m = 300;
  d.add(rect(a - 14, a - 14, b - a + 28, b - a + 28, 'none', { stroke: C.gold, 'stroke-width': 4, 'stroke-dasharray': '0 12', 'stroke-linecap': 'round' }));
  d.add(rect(a, a, b - a, b - a, C.snow, { stroke: C.maroon, 'stroke-width': 6 }));
  d.add(path(P`M${a} ${a}L${b} ${b}M${b} ${a}L${a} ${b}M${m} ${a}L${b} ${m}L${m} ${b}L${a} ${m}Z`, 'none', { stroke: C.maroon, 'stroke-width': 4, 'stroke-linejoin': 'round' }));
  // house label anchors (North-Indian layout, house 1 at top centre, anti-clockwise)
  const pos = [[300, 190], [180, 110], [110, 180], [190, 300], [110, 420], [180, 490], [300, 410], [420, 490], [490, 420], [410, 300], [490, 180], [420, 110]];
  let t = '';
  pos.forEach(([x, y], i) => (t += el('text', { x, y: y + 8 }, String(i + 1))));
  d.add(g({ 'font-family': 'serif', 'font-size': 26, fill: C.saffron, 'text-anchor': 'middle' }, t));
  d.add(circle(300, 300, 6, C.gold), sparkle(d, 300, 60, 1.2), sparkle(d, 300, 540, 1.2));
  return d;
};

F['empty-state'] = (n) => {
  const d = doc(n, 600, 600);
  d.add(backdrop(d, 'cream', 300, 280, 220, 0.16), circle(300, 300, 180, C.sand, { opacity: 0.6 }));
  d.add(shadow(300, 420, 150, 18), diya(d, 230, 420, 1.4, false, true), lotus(d, 140, 460, 0.25), lotus(d, 460, 460, 0.25));
  d.add(path('M150 470H450', 'none', { stroke: C.apricot, 'stroke-width': 3, 'stroke-dasharray': '2 12', 'stroke-linecap': 'round' }));
  return d;
};

F['not-found'] = (n) => {
  const d = doc(n);
  d.add(skyG(d, [C.maroon, C.clay, C.apricot], 360), sun(d, 400, 340, 60, C.butter), birds(d, 520, 120, 3, 1.1, C.wine));
  d.add(rect(0, 300, W, 60, C.stone2), rect(0, 296, W, 8, C.stone));
  // floor with perspective tiles
  d.add(rect(0, 360, W, 240, C.stone));
  let lines = '';
  for (let i = -6; i <= 6; i++) lines += P`M${400 + i * 40} 360L${400 + i * 150} 600`;
  for (const y of [380, 410, 450, 510, 590]) lines += P`M0 ${y}H800`;
  d.add(path(lines, 'none', { stroke: C.stone2, 'stroke-width': 2 }));
  const pillar = (x, w, top) => rect(x, top, w, 600 - top, C.stone) + rect(x + w * 0.65, top, w * 0.35, 600 - top, C.stone2) + rect(x - 8, top, w + 16, 20, C.stone2) + rect(x - 8, 580, w + 16, 20, C.stone2);
  d.add(pillar(30, 60, 0), pillar(710, 60, 0), pillar(170, 34, 150), pillar(596, 34, 150));
  d.add(shadow(400, 470, 90, 12, 0.25), diya(d, 350, 470, 0.9, false, true));
  return d;
};

export default F;
