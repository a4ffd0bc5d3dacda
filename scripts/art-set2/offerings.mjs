// About-puja cards, chadhava items and prasad (all 4:3, 800x600).
import { C, Doc, P, path, circle, ellipse, rect, g, line, card, shadow, miniDiya, playBadge, phone, leafPlate, pot, cow, devotee, shivling, backdrop, floorBand, glow, flame, mandala } from './kit.mjs';
import { diya, diyaRow, lotus, toran, kalash, havan, thali, laddooStack, laddooDef, coconut, belPatra, petals, marigoldDefs, sparkle, strand } from '../art/motifs.mjs';
import { water } from '../art/temples.mjs';
import { use } from '../art/lib.mjs';

const F = {};
const W = 800, H = 600;
const doc = (n) => new Doc(W, H, n);

/** Heap of marigolds (mound) centred at (x, y) base. */
function marigoldHeap(d, x, y, w, rows = 4) {
  marigoldDefs(d);
  let k = '';
  for (let r = 0; r < rows; r++) {
    const n = Math.max(1, Math.round((w / 20) * (1 - r / (rows + 0.5))));
    for (let i = 0; i < n; i++) k += use((i + r) % 3 ? 'mo' : 'my', x + (i - (n - 1) / 2) * 19, y - 10 - r * 15 - (Math.abs(i - (n - 1) / 2) < 1 ? 2 : 0), 1.05);
  }
  return k;
}

/** Hibiscus / red flower head. */
const hibiscus = (x, y, s = 1, c = '#C81E1E') =>
  g({ transform: `translate(${x} ${y}) scale(${s})` }, [0, 72, 144, 216, 288].map((a) => ellipse(0, -14, 11, 16, c, { transform: `rotate(${a})` })).join('') + circle(0, 0, 6, C.gold) + line(0, 0, 10, -22, C.gold, 2));

/* ---------- about-puja ---------- */

F['about-1'] = (n) => {
  // sankalp: water held in cupped palms, a copper lota pouring, rice and a flower
  const d = doc(n);
  d.add(card(d, 'butter', -1, 600));
  d.add(path('M470 120C520 90 560 110 560 150L470 230C450 206 440 160 470 120Z', C.clay), path('M460 132L520 100', 'none', { stroke: C.saffron, 'stroke-width': 10, 'stroke-linecap': 'round' }));
  d.add(path('M472 230Q430 290 408 330', 'none', { stroke: '#CFE6F0', 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.9 }));
  // sleeves + cupped palms
  d.add(path('M120 600L250 430H310L240 600ZM680 600L550 430H490L560 600Z', C.orange), path('M250 430H310M490 430H550', 'none', { stroke: C.gold, 'stroke-width': 10 }));
  d.add(path('M240 400C250 470 320 500 400 500C480 500 550 470 560 400C520 420 460 428 400 428C340 428 280 420 240 400Z', C.skinC));
  d.add(path('M240 400C236 370 260 350 290 360L310 400ZM560 400C564 370 540 350 510 360L490 400Z', C.skinB));
  d.add(ellipse(400, 410, 150, 22, '#CFE6F0'), ellipse(400, 408, 120, 14, C.snow, { opacity: 0.6 }));
  d.add(hibiscus(360, 402, 1), circle(430, 404, 4, C.snow), circle(446, 410, 4, C.snow), circle(418, 412, 4, C.snow), circle(458, 400, 4, C.snow));
  d.add(path('M400 500V530', 'none', { stroke: C.skinB, 'stroke-width': 3 }), petals(d, 8, 60, 120, 300, 300));
  return d;
};

F['about-2'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'peach', 400, 200, 200, 0.2), floorBand(d, 420, C.sand));
  d.add(havan(d, 400, 400, 1.25));
  d.add(thali(d, 130, 500, 70), circle(110, 488, 14, C.bronze), circle(146, 490, 12, C.rust), circle(130, 478, 10, C.gold));
  d.add(pot(680, 540, 80, C.gold, C.amber), path('M690 468L760 380', 'none', { stroke: C.bronze, 'stroke-width': 8, 'stroke-linecap': 'round' }), ellipse(764, 374, 16, 9, C.bronze));
  return d;
};

F['about-3'] = (n) => {
  // aarti plate held up, flames and bells
  const d = doc(n);
  d.add(backdrop(d, 'sand', 160, 160, 170, 0.2));
  d.add(glow(d, 420, 330, 280));
  d.add(floorBand(d, 540), path('M404 400H436L446 520H394Z', C.amber), ellipse(420, 470, 26, 10, C.gold), path('M330 560Q420 500 510 560Z', C.gold), ellipse(420, 560, 90, 12, C.amber));
  d.add(thali(d, 420, 380, 180, 54), flame(d, 420, 356, 110), ellipse(420, 362, 34, 10, C.amber));
  d.add(flame(d, 340, 366, 60), flame(d, 500, 366, 60), circle(300, 384, 14, C.maroon), circle(540, 384, 14, C.orange), marigoldHeap(d, 560, 400, 40, 2));
  d.add(petals(d, 10, 480, 60, 760, 280), sparkle(d, 600, 180, 1.4), sparkle(d, 250, 230, 1));
  return d;
};

F['about-4'] = (n) => {
  // flower offering: hands releasing petals over a shivling
  const d = doc(n);
  d.add(card(d, 'cream', 1, 460));
  d.add(shivling(d, 360, 470, 1.2), belPatra(d, 360, 282, 0.45));
  d.add(marigoldHeap(d, 250, 408, 60, 2), marigoldHeap(d, 480, 408, 70, 2), hibiscus(318, 388, 0.9), hibiscus(420, 394, 0.8));
  d.add(path('M800 120C700 140 640 170 610 190', 'none', { stroke: C.saffron, 'stroke-width': 46, 'stroke-linecap': 'round' }), ellipse(590, 200, 40, 26, C.skinC), petals(d, 16, 440, 210, 600, 330));
  return d;
};

F['about-5'] = (n) => {
  // pandits chanting in a row, a book stand and kalash
  const d = doc(n);
  d.add(backdrop(d, 'butter', 400, 200, 220, 0.22), floorBand(d, 400), toran(d, 800, 0, 4, 1, 28));
  const P3 = [[180, C.skinB, C.saffron], [400, C.skinA, C.maroon], [620, C.skinC, C.orange]];
  P3.forEach(([x, sk, dr], i) => d.add(devotee(d, x, 420, 1.25, { skin: sk, top: i === 1 ? C.snow : sk, drape: dr, hair: 'shikha', dress: C.cream, hands: i === 1 ? 'namaste' : 'lap' })));
  d.add(path('M280 560L330 500L380 560', 'none', { stroke: C.bronze, 'stroke-width': 8 }), path('M290 500L330 476L370 500L330 520Z', C.cream), path('M330 476V520', 'none', { stroke: C.stone2, 'stroke-width': 2 }));
  d.add(kalash(d, 520, 580, 0.6), miniDiya(d, 600, 570, 1.3));
  return d;
};

F['about-6'] = (n) => {
  // prasad box with lid off and laddoos
  const d = doc(n);
  d.add(card(d, 'peach', -1, 470));
  d.add(shadow(400, 500, 260, 30));
  d.add(path('M170 330L400 290L630 330V480L400 520L170 480Z', C.maroon), path('M400 290L630 330V480L400 520Z', C.wine, { opacity: 0.4 }));
  d.add(path('M190 336L400 300L610 336L400 372Z', C.sand));
  laddooDef(d);
  for (let r = 0; r < 3; r++) for (let i = 0; i < 5; i++) d.add(use('ld', 258 + i * 56 + (r % 2) * 18 - r * 8, 318 + r * 20, 1.2));
  d.add(path('M170 400L400 440L630 400', 'none', { stroke: C.gold, 'stroke-width': 14 }));
  d.add(path('M560 170L770 210L760 280L550 240Z', C.saffron, { transform: 'rotate(8 660 220)' }), path('M650 190L660 270', 'none', { stroke: C.gold, 'stroke-width': 12, transform: 'rotate(8 660 220)' }));
  d.add(lotus(d, 400, 480, 0.3), sparkle(d, 140, 220, 1.2), sparkle(d, 690, 120, 0.9));
  return d;
};

F['about-7'] = (n) => {
  // phone showing the puja video
  const d = doc(n);
  d.add(backdrop(d, 'sand', 620, 300, 230, 0.22));
  const scr = rect(0, 0, 220, 400, C.maroon) + glow(d, 110, 230, 140) + shivling(d, 110, 300, 0.55) + diyaRow(d, 20, 150, 390, 3, 0.3) + playBadge(110, 150, 30) + rect(20, 360 - 320, 180, 6, C.cream, { rx: 3, opacity: 0.4 }) + rect(20, 40, 70, 6, C.gold, { rx: 3 });
  d.add(phone(d, 290, 100, 220, 400, scr, -6));
  d.add(path('M250 600C260 520 300 470 330 440L370 470C360 520 340 560 330 600Z', C.skinB), path('M330 440C340 420 360 420 370 430L376 470Z', C.skinC));
  d.add(lotus(d, 660, 540, 0.45, true), diya(d, 60, 560, 0.6, true));
  return d;
};

F['about-8'] = (n) => {
  // rows of diyas on temple steps at dusk
  const d = doc(n);
  d.lin('dk', [[0, C.wine], [1, C.rust]]);
  d.add(rect(0, 0, W, H, 'url(#dk)'), mandala(d, 400, 150, 200, C.gold, 0.3));
  for (let i = 0; i < 3; i++) d.add(rect(0, 330 + i * 90, W, 90, i % 2 ? C.rust : C.saffron, { opacity: 0.85 }), rect(0, 330 + i * 90, W, 8, C.apricot, { opacity: 0.4 }));
  for (let i = 0; i < 3; i++) d.add(diyaRow(d, 50 + (i % 2) * 50, 680 + (i % 2) * 50, 410 + i * 90, 6 - (i % 2), 0.5));
  d.add(toran(d, 800, 0, 5, 0.9, 22));
  return d;
};

/* ---------- chadhava items ---------- */

F['chadhava-flowers'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'butter', 1, 440), shadow(420, 470, 250, 30), thali(d, 420, 440, 250, 70));
  d.add(marigoldHeap(d, 360, 452, 180, 5), lotus(d, 530, 440, 0.55), hibiscus(250, 420, 1.1), hibiscus(610, 440, 0.9), petals(d, 10, 120, 480, 720, 560));
  return d;
};

F['chadhava-ghee-diya'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'peach', -1, 430));
  d.add(shadow(360, 480, 230, 28), diya(d, 260, 480, 2.1, true), pot(620, 480, 110, C.gold, C.amber, C.bronze), ellipse(620, 383, 28, 7, C.butter));
  return d;
};

F['chadhava-coconut'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'sand', 1, 450), shadow(440, 480, 230, 26), thali(d, 440, 460, 220, 64));
  d.add(coconut(d, 440, 380, 1.7, true), coconut(d, 610, 426, 0.7, false), marigoldHeap(d, 270, 470, 80, 2), use('lf', 390, 470, 1.2, -60, { fill: C.leaf }), use('lf', 490, 470, 1.2, 60, { fill: C.leaf2 }));
  return d;
};

F['chadhava-bel-patra'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'cream', -1, 470), shadow(400, 500, 250, 28), thali(d, 400, 470, 250, 70));
  d.add(belPatra(d, 290, 450, 1.2, -30), belPatra(d, 400, 430, 1.5, 0), belPatra(d, 520, 450, 1.2, 32), belPatra(d, 630, 480, 0.8, 70), circle(300, 470, 6, C.snow), circle(480, 474, 6, C.snow), circle(420, 482, 6, C.snow));
  return d;
};

F['chadhava-vastra'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'peach', 1, 450), shadow(420, 480, 260, 28));
  const fold = (y, w, c, b) => path(P`M${420 - w / 2} ${y}H${420 + w / 2}Q${420 + w / 2 + 26} ${y + 22} ${420 + w / 2} ${y + 44}H${420 - w / 2}Z`, c) + rect(420 - w / 2, y + 30, w, 9, b);
  d.add(fold(410, 380, C.maroon, C.gold), fold(366, 350, C.gold, C.saffron), fold(322, 320, C.orange, C.gold), fold(278, 290, '#C81E1E', C.gold));
  d.add(path('M420 268C470 250 520 270 540 300L520 310C500 286 470 276 420 280Z', C.gold), lotus(d, 700, 480, 0.4), marigoldHeap(d, 150, 480, 70, 2));
  return d;
};

F['chadhava-laddoo'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'butter', -1, 460), shadow(400, 490, 250, 28), thali(d, 400, 460, 240, 66));
  d.add(laddooStack(d, 400, 448, 4, 1.5), petals(d, 8, 200, 470, 600, 500), use('lf', 230, 470, 1, -70, { fill: C.leaf }), use('lf', 570, 470, 1, 70, { fill: C.leaf }));
  return d;
};

F['chadhava-milk'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'cream', 1, 470));
  d.add(shivling(d, 300, 480, 1.1), path('M510 170C520 150 600 150 610 170L590 250C570 262 530 262 510 250Z', C.clay, { transform: 'rotate(-35 560 210)' }));
  d.add(path('M500 210C420 200 330 230 300 272', 'none', { stroke: C.snow, 'stroke-width': 14, 'stroke-linecap': 'round' }), path('M250 296C250 330 240 380 246 412M350 296C356 330 352 370 356 420', 'none', { stroke: C.snow, 'stroke-width': 10, 'stroke-linecap': 'round' }));
  d.add(pot(640, 500, 120, C.gold, C.amber, C.bronze), ellipse(640, 392, 32, 8, C.snow), belPatra(d, 300, 260, 0.4));
  return d;
};

F['chadhava-sindoor'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'rose', -1, 460), shadow(400, 490, 260, 26));
  d.add(ellipse(330, 470, 130, 34, C.bronze), rect(200, 410, 260, 60, C.gold), ellipse(330, 410, 130, 34, C.amber), ellipse(330, 408, 112, 26, '#B91C1C'), path('M250 404Q330 350 410 404Z', '#DC2626'));
  d.add(path('M200 440H460', 'none', { stroke: C.maroon, 'stroke-width': 6, 'stroke-dasharray': '0 14', 'stroke-linecap': 'round' }));
  d.add(ellipse(580, 470, 70, 20, C.bronze), ellipse(580, 462, 70, 20, C.gold), ellipse(580, 460, 56, 14, '#DC2626'), path('M560 450Q640 360 700 300', 'none', { stroke: C.stone, 'stroke-width': 8, 'stroke-linecap': 'round' }));
  d.add(hibiscus(160, 500, 1), petals(d, 10, 450, 500, 760, 560, ['#DC2626', C.orange]));
  return d;
};

F['chadhava-til-oil'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'sand', 1, 460), shadow(420, 490, 260, 26));
  d.add(pot(520, 490, 170, C.basalt2, C.ink, C.ink), ellipse(520, 337, 46, 12, C.amber), ellipse(260, 480, 90, 24, C.bronze), ellipse(260, 472, 90, 24, C.clay), ellipse(260, 470, 76, 17, C.ink));
  let seeds = '';
  for (let i = 0; i < 40; i++) seeds += P`M${260 + d.rand.range(-60, 60)} ${468 + d.rand.range(-10, 6)}h0`;
  d.add(path(seeds, 'none', { stroke: C.cream, 'stroke-width': 4, 'stroke-linecap': 'round' }), miniDiya(d, 700, 520, 1.6, C.basalt2));
  return d;
};

F['chadhava-gau-seva'] = (n) => {
  const d = doc(n);
  d.add(backdrop(d, 'butter', 640, 150, 150, 0.18), floorBand(d, 470, '#E9E2C0', C.leaf2));
  d.add(shadow(420, 510, 220, 22), cow(d, 440, 510, 1.45));
  let grass = '';
  for (let i = 0; i < 14; i++) grass += P`M${90 + i * 9} 540Q${86 + i * 9} 510 ${80 + i * 10} ${500 - (i % 3) * 10}`;
  d.add(path(grass, 'none', { stroke: C.leaf, 'stroke-width': 5, 'stroke-linecap': 'round' }), ellipse(150, 545, 80, 14, C.rust, { opacity: 0.5 }));
  return d;
};

F['chadhava-anna-seva'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'cream', -1, 440), shadow(400, 470, 280, 34), leafPlate(d, 400, 430, 280));
  d.add(pot(690, 560, 80, C.gold, C.amber, C.bronze), ellipse(690, 488, 20, 5, C.snow));
  return d;
};

F['chadhava-deep-daan'] = (n) => {
  const d = doc(n);
  d.lin('dd', [[0, C.maroon], [1, C.clay]]);
  d.add(rect(0, 0, W, 300, 'url(#dd)'), circle(600, 150, 60, C.butter, { opacity: 0.9 }), water(d, 280, 600, C.rust, C.maroon, C.apricot));
  const leafBoat = (x, y, s) => g({ transform: `translate(${x} ${y}) scale(${s})` }, path('M-60 0Q0 30 60 0Q0 12-60 0Z', C.leaf) + path('M-40-4Q0 18 40-4', 'none', { stroke: C.leaf2, 'stroke-width': 3 }) + marigoldHeap(d, 0, 4, 40, 1)) + miniDiya(d, x, y - 8 * s, 1.4 * s);
  [[160, 470, 1.2], [420, 520, 1.4], [650, 430, 1], [300, 380, 0.8], [540, 350, 0.7], [90, 340, 0.6]].forEach(([x, y, s]) => d.add(leafBoat(x, y, s)));
  return d;
};

/* ---------- prasad ---------- */

F['prasad-01'] = (n) => {
  const d = doc(n);
  d.add(card(d, 'butter', 1, 470), shadow(420, 520, 280, 30));
  d.add(path('M200 360H640V520H200Z', C.saffron), path('M200 360L250 320H690L640 360Z', C.orange), path('M640 360L690 320V480L640 520Z', C.rust));
  d.add(path('M200 440H640L690 400', 'none', { stroke: C.gold, 'stroke-width': 12 }), circle(420, 440, 30, C.maroon), lotus(d, 420, 456, 0.16));
  d.add(laddooStack(d, 390, 300, 2, 1.3), laddooStack(d, 560, 300, 1, 1.3));
  return d;
};

F['prasad-02'] = (n) => {
  // panchamrit in a silver bowl with spoon and tulsi
  const d = doc(n);
  d.add(card(d, 'cream', -1, 470), shadow(400, 500, 220, 28));
  d.add(path('M220 360C230 460 310 500 400 500C490 500 570 460 580 360Z', C.stone), path('M400 500C490 500 570 460 580 360H400Z', C.stone2, { opacity: 0.6 }), ellipse(400, 360, 180, 38, C.stone2), ellipse(400, 362, 164, 30, C.butter));
  d.add(ellipse(350, 360, 40, 8, C.snow, { opacity: 0.8 }), path('M480 360L640 230', 'none', { stroke: C.stone2, 'stroke-width': 10, 'stroke-linecap': 'round' }), ellipse(470, 366, 24, 10, C.stone2));
  d.add(use('lf', 380, 362, 0.5, -50, { fill: C.leaf }), use('lf', 394, 360, 0.5, 30, { fill: C.leaf2 }), use('lf', 420, 364, 0.45, 80, { fill: C.leaf }));
  d.add(pot(140, 520, 90, C.stone, C.stone2, C.stone2), pot(680, 520, 70, C.gold, C.amber, C.bronze));
  return d;
};

F['prasad-03'] = (n) => {
  // peda on a brass plate
  const d = doc(n);
  d.add(card(d, 'peach', 1, 460), shadow(400, 490, 270, 30), thali(d, 400, 460, 260, 72));
  const peda = (x, y) => ellipse(x, y + 5, 34, 14, C.bronze) + ellipse(x, y, 34, 14, '#E8B77A') + circle(x, y - 1, 5, C.rust, { opacity: 0.6 });
  [[300, 440], [370, 446], [440, 446], [510, 440], [335, 420], [405, 424], [475, 420], [370, 400], [440, 400], [405, 380]].forEach(([x, y]) => d.add(peda(x, y)));
  d.add(use('lf', 170, 466, 1, -80, { fill: C.leaf }), petals(d, 8, 560, 440, 650, 480));
  return d;
};

F['prasad-04'] = (n) => {
  // makhana in a bowl
  const d = doc(n);
  d.add(card(d, 'sand', -1, 450), shadow(400, 490, 230, 28));
  let puffs = '';
  for (let r = 0; r < 4; r++) for (let i = 0; i < 9 - r * 2; i++) puffs += circle(400 + (i - (8 - r * 2) / 2) * 34 + d.rand.range(-4, 4), 370 - r * 24 + d.rand.range(-4, 4), 19, i % 3 ? C.snow : C.cream, { stroke: C.stone2, 'stroke-width': 2 });
  d.add(puffs, path('M220 370C230 450 300 490 400 490C500 490 570 450 580 370Z', C.clay), path('M220 370Q400 400 580 370', 'none', { stroke: C.gold, 'stroke-width': 8 }));
  d.add(circle(680, 470, 18, C.snow, { stroke: C.stone2, 'stroke-width': 2 }), circle(640, 482, 16, C.snow, { stroke: C.stone2, 'stroke-width': 2 }));
  return d;
};

F['prasad-05'] = (n) => {
  // dry fruits: almonds, cashews, raisins in compartments
  const d = doc(n);
  d.add(card(d, 'butter', 1, 470), shadow(400, 500, 290, 30));
  d.add(ellipse(400, 450, 300, 80, C.bronze), ellipse(400, 440, 300, 80, C.gold), ellipse(400, 440, 250, 62, C.amber, { opacity: 0.4 }));
  const bowl = (x, y, items) => ellipse(x, y, 90, 28, C.maroon) + ellipse(x, y - 3, 80, 22, C.wine) + items;
  let alm = '', cash = '', rai = '';
  for (let i = 0; i < 9; i++) alm += ellipse(230 + (i % 5) * 26, 430 - Math.floor(i / 5) * 14, 12, 7, '#A0612E', { transform: `rotate(${i * 25} ${230 + (i % 5) * 26} ${430 - Math.floor(i / 5) * 14})` });
  for (let i = 0; i < 8; i++) cash += path(P`M${366 + (i % 4) * 22} ${418 - Math.floor(i / 4) * 12}a10 10 0 1 0 14 6`, 'none', { stroke: C.butter, 'stroke-width': 8, 'stroke-linecap': 'round' });
  for (let i = 0; i < 12; i++) rai += circle(520 + (i % 6) * 14, 434 - Math.floor(i / 6) * 10, 6, C.maroon);
  d.add(bowl(280, 440, alm), bowl(420, 430, cash), bowl(560, 444, rai.replace(/7F1D1D/g, '5B1414')));
  return d;
};

F['prasad-06'] = (n) => {
  // tulsi plant in a painted pot with diya
  const d = doc(n);
  d.add(card(d, 'cream', -1, 470), shadow(400, 510, 200, 26));
  d.add(path('M300 520L280 380H520L500 520Z', C.clay), rect(270, 360, 260, 30, C.saffron), path('M300 450H500', 'none', { stroke: C.gold, 'stroke-width': 8, 'stroke-dasharray': '0 18', 'stroke-linecap': 'round' }), path('M360 470a40 40 0 0 1 80 0', 'none', { stroke: C.maroon, 'stroke-width': 6 }));
  let leaves = '';
  for (let i = 0; i < 44; i++) {
    const [cx, cy] = [[400, 170], [330, 225], [470, 195], [400, 270], [350, 310], [450, 300]][i % 6];
    leaves += use('lf', cx + d.rand.range(-36, 36), cy + d.rand.range(-18, 28), 0.55, d.rand.range(-80, 80), { fill: i % 2 ? C.leaf : C.leaf2 });
  }
  d.add(path('M400 360V160M400 280L330 220M400 240L470 190', 'none', { stroke: C.rust, 'stroke-width': 6 }), leaves, miniDiya(d, 180, 520, 1.6));
  d.add(strand(d, 250, 380, 4, 1));
  return d;
};

export default F;
