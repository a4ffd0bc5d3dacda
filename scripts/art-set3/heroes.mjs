// Page heroes (1600x900). They sit behind white text and a maroon->saffron
// overlay, so they stay mid-to-dark, calm on the left, busy on the right.
import { C, P, path, circle, ellipse, rect, g, polar, doc, skyG, latt, scrim, petal, beads, aartiLamp, panditSide, priestStand, liveMark, viewfinder, tulsi, flowerHeap, scaffold, hands, glow, mandala } from './kit3.mjs';
import { diya, garland, toran, kalash, havan, thali, laddooStack, coconut, belPatra, petals, bell, stars, moon, sun, birds, incense, sparkle } from '../art/motifs.mjs';
import { nagara, gopuram, dome, chhatri, hills, water, ghats, boat, spire, plinth, hall, door } from '../art/temples.mjs';
import { cow, leafPlate, miniDiya, shadow } from '../art-set2/kit.mjs';

const F = {};
const W = 1600, H = 900;
const hero = (n) => doc(n, W, H);

F['hero-home'] = (n) => {
  const d = hero(n);
  d.add(skyG(d, [C.wine, C.maroon, C.rust, C.orange, C.apricot], 660), sun(d, 1110, 430, 80), birds(d, 1320, 250, 4, 1.4, C.wine));
  // hazy far bank of temples
  d.add(hills(d, 650, 50, C.rust, 6, { opacity: 0.5 }));
  // main ghat skyline
  const c = '#6E2412', s = C.wine;
  d.add(rect(640, 520, 960, 100, c), hall(1090, 600, 300, 90, c, s, C.ink, 7), chhatri(d, 1520, 536, 80, c, s));
  d.add(nagara(d, { x: 1320, y: 540, w: 200, h: 430, c, s, band: s, flag: C.orange, mandapa: false, doorC: C.gold }));
  d.add(nagara(d, { x: 930, y: 540, w: 120, h: 300, c, s, band: s, flag: C.gold, mandapa: false, sub: false, doorC: C.gold }));
  d.add(ghats(600, 1600, 600, 690, C.rust, C.maroon, 5));
  // river
  d.add(water(d, 670, 900, C.bronze, C.wine, C.apricot, 'rv'));
  d.add(path('M1120 690h120M1130 716h100M1145 744h70M1150 772h60', 'none', { stroke: C.gold, 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.55 }));
  d.add(boat(430, 735, 1.2, C.wine, C.rust));
  const pts = [[760, 720, 0.8], [880, 760, 0.9], [1000, 735, 0.85], [1480, 770, 1], [960, 830, 1.3], [1200, 850, 1.4], [1420, 860, 1.5], [700, 860, 1.2]];
  for (const [x, y, k] of pts) d.add(ellipse(x, y + 2, 30 * k, 7 * k, C.leaf, { opacity: 0.9 }), miniDiya(d, x, y, k, C.saffron));
  d.add(scrim(d, 0.5));
  return d;
};

F['hero-pujas'] = (n) => {
  const d = hero(n);
  d.rad('hp', [[0, C.rust], [0.6, C.maroon], [1, C.wine]], 0.68, 0.55, 0.7);
  d.add(rect(0, 0, W, H, 'url(#hp)'), latt(d, 0, 0, W, 760, C.gold, 0.1, 64), mandala(d, 1110, 420, 380, C.gold, 0.28));
  d.add(rect(0, 780, W, 120, C.wine), rect(0, 780, W, 6, C.rust), path('M0 820H1600', 'none', { stroke: C.rust, 'stroke-width': 5, 'stroke-dasharray': '2 18', 'stroke-linecap': 'round' }));
  d.add(bell(d, 1500, 0, 120, 0.9), bell(d, 760, 0, 80, 0.7));
  d.add(havan(d, 1090, 690, 1.45));
  d.add(panditSide(d, 1430, 800, 1.55, C.ink, C.orange));
  d.add(kalash(d, 820, 800, 0.95), diya(d, 600, 812, 0.55, true), petals(d, 10, 600, 820, 1000, 880));
  d.add(scrim(d, 0.45));
  return d;
};

F['hero-live'] = (n) => {
  const d = hero(n);
  d.add(skyG(d, [C.ink, C.wine, C.maroon], H, 'lv'), latt(d, 0, 0, W, H, C.gold, 0.08, 56));
  // sanctum doorway behind the aarti
  const ax = 1150;
  d.add(path(P`M${ax - 330} 900V380Q${ax - 330} 120 ${ax} 90Q${ax + 330} 120 ${ax + 330} 380V900Z`, C.rust, { opacity: 0.55 }));
  d.add(path(P`M${ax - 270} 900V400Q${ax - 270} 180 ${ax} 150Q${ax + 270} 180 ${ax + 270} 400V900Z`, C.wine));
  d.add(path(P`M${ax - 300} 900V390Q${ax - 300} 150 ${ax} 120Q${ax + 300} 150 ${ax + 300} 390V900`, 'none', { stroke: C.gold, 'stroke-width': 6, 'stroke-dasharray': '0 20', 'stroke-linecap': 'round' }));
  d.add(mandala(d, ax, 420, 230, C.gold, 0.35), glow(d, ax, 420, 320));
  d.add(toran(d, 700, 0, 3, 1.3, 30).replace(/^/, ''), g({ transform: 'translate(880 0)' }, toran(d, 720, 0, 3, 1.3, 30)));
  d.add(aartiLamp(d, ax, 470, 1.6));
  d.add(priestStand(d, 880, 900, 1.9, C.ink, C.orange), priestStand(d, 1430, 900, 1.9, C.ink, C.orange, true));
  d.add(incense(d, 640, 900, 1.2, 3));
  d.add(viewfinder(760, 70, 1550, 840, 70), liveMark(1490, 130, 20));
  d.add(scrim(d, 0.4));
  return d;
};

F['hero-chadhava'] = (n) => {
  const d = hero(n);
  d.add(skyG(d, [C.maroon, C.wine], H, 'cl'), latt(d, 0, 0, W, H, C.gold, 0.1, 72), mandala(d, 1150, 330, 320, C.gold, 0.25));
  // cloth border
  d.add(rect(0, 560, W, 340, C.rust), rect(0, 560, W, 22, C.gold), path('M0 600H1600', 'none', { stroke: C.gold, 'stroke-width': 6, 'stroke-dasharray': '2 16', 'stroke-linecap': 'round' }));
  d.add(shadow(1150, 770, 450, 70, 0.35), thali(d, 1150, 710, 430, 140));
  d.add(glow(d, 1300, 560, 200, 0.6));
  d.add(flowerHeap(d, 900, 720, 280, 80), coconut(d, 1110, 660, 1.7), diya(d, 1200, 740, 1.25, true, false), laddooStack(d, 1430, 720, 3, 1.5));
  d.add(belPatra(d, 1000, 790, 0.8, -20), belPatra(d, 1330, 800, 0.7, 30), ellipse(1030, 780, 40, 13, C.maroon), ellipse(1030, 776, 31, 8, '#C81E1E'));
  d.add(garland(d, 700, 0, 1600, 0, 60, 1.3, 24));
  d.add(petals(d, 12, 560, 820, 1580, 890, [C.orange, C.gold, '#C81E1E']));
  d.add(scrim(d, 0.4));
  return d;
};

F['hero-donations'] = (n) => {
  const d = hero(n);
  d.add(skyG(d, [C.maroon, C.saffron, C.apricot], 700, 'dn'), sun(d, 1440, 340, 70, C.butter), birds(d, 880, 200, 3, 1.3, C.wine));
  d.add(hills(d, 620, 90, C.rust, 5, { opacity: 0.6 }));
  // temple being restored, scaffolding in front
  const tx = 1240;
  d.add(plinth(tx, 660, 460, 40, C.stone2, '#B89F80'), rect(tx - 130, 530, 260, 100, C.stone2), spire(d, { x: tx, y: 530, w: 230, h: 330, c: C.stone2, s: '#A88D6E', band: '#A88D6E', flag: C.orange }));
  d.add(door(tx, 630, 60, 80, C.wine, C.gold), scaffold(tx - 170, tx + 170, 260, 640, 4, 5, C.bronze, 7), rect(tx - 180, 440, 360, 10, C.amber), rect(tx - 180, 350, 360, 10, C.amber));
  d.add(hills(d, 700, 30, C.leaf, 4), rect(0, 720, W, 180, '#3F6A0C'));
  d.add(cow(d, 880, 800, 1.05, { jhool: C.maroon }));
  d.add(hands(1370, 790, 1.1, C.skinB, C.saffron), leafPlate(d, 1370, 770, 120));
  d.add(scrim(d, 0.45));
  return d;
};

/** Folded cloth stack: rectangles with gold border stripes. */
function folded(x, y, w, cols) {
  let k = '';
  cols.forEach(([c, b], i) => {
    const h = w * 0.17, by = y - (i + 1) * h, off = (i % 2) * w * 0.03;
    k += rect(x - w / 2 + off, by, w, h, c, { rx: h * 0.3 }) + rect(x - w / 2 + off, by + h * 0.62, w, h * 0.16, b) + path(P`M${x - w / 2 + off + 10} ${by + h * 0.3}H${x + w / 2 + off - 10}`, 'none', { stroke: b, 'stroke-width': 2, 'stroke-dasharray': '6 8', opacity: 0.6 }) + rect(x + w / 2 + off - w * 0.18, by, w * 0.18, h, C.ink, { opacity: 0.08, rx: h * 0.3 });
  });
  return k;
}

F['hero-store'] = (n) => {
  const d = hero(n);
  d.add(skyG(d, [C.wine, C.maroon, C.rust], H, 'st'), latt(d, 0, 0, W, 640, C.gold, 0.12, 60));
  // arched niche
  d.add(path('M820 640V330Q820 120 1160 100Q1500 120 1500 330V640Z', C.wine, { opacity: 0.7 }), mandala(d, 1160, 330, 210, C.gold, 0.3));
  d.add(rect(0, 640, W, 260, C.bronze), rect(0, 640, W, 18, C.amber), rect(0, 658, W, 10, C.ink, { opacity: 0.15 }), path('M0 740H1600M0 820H1600', 'none', { stroke: C.rust, 'stroke-width': 3, opacity: 0.5 }));
  d.add(shadow(960, 648, 200, 18, 0.4), folded(960, 648, 340, [[C.cream, C.gold], [C.snow, C.maroon], [C.butter, C.saffron], [C.cream, C.gold]]));
  d.add(shadow(1330, 660, 140, 16, 0.4), diya(d, 1230, 664, 1.5, true));
  d.add(beads(d, 1130, 760, 170, 46, 34, 11), beads(d, 1130, 760, 120, 30, 0, 9));
  d.add(ellipse(1130, 812, 20, 22, C.maroon), path('M1124 830l-8 40M1130 832v42M1136 830l8 40', 'none', { stroke: C.maroon, 'stroke-width': 4, 'stroke-linecap': 'round' }));
  d.add(bell(d, 1480, 0, 210, 1), incense(d, 760, 650, 1.1, 3));
  d.add(scrim(d, 0.45));
  return d;
};

/** Zodiac wheel: rings, 12 sectors each with a small abstract sign mark. */
function zodiac(d, cx, cy, r) {
  let k = circle(cx, cy, r, C.wine, { opacity: 0.55 }) + circle(cx, cy, r, 'none', { stroke: C.gold, 'stroke-width': 5 }) + circle(cx, cy, r * 0.74, 'none', { stroke: C.gold, 'stroke-width': 3 }) + circle(cx, cy, r * 0.46, 'none', { stroke: C.gold, 'stroke-width': 2, opacity: 0.7 });
  k += circle(cx, cy, r * 0.95, 'none', { stroke: C.gold, 'stroke-width': 4, 'stroke-dasharray': `0 ${((2 * Math.PI * r * 0.95) / 72).toFixed(1)}`, 'stroke-linecap': 'round', opacity: 0.8 });
  let sp = '';
  for (let i = 0; i < 12; i++) {
    const [x0, y0] = polar(cx, cy, r * 0.46, i * 30 + 15), [x1, y1] = polar(cx, cy, r, i * 30 + 15);
    sp += P`M${x0} ${y0}L${x1} ${y1}`;
  }
  k += path(sp, 'none', { stroke: C.gold, 'stroke-width': 2.5, opacity: 0.8 });
  const marks = ['c', 't', 'cc', 'h', 'd', 's', 'l', 'cr', 'ar', 'tr', 'w', 'f'];
  marks.forEach((m, i) => {
    const [x, y] = polar(cx, cy, r * 0.6, i * 30), q = r * 0.055;
    const o = { fill: 'none', stroke: C.butter, 'stroke-width': 4, 'stroke-linecap': 'round' };
    let s;
    if (m === 'c') s = circle(x, y, q, C.gold);
    else if (m === 't') s = path(P`M${x - q} ${y + q}L${x} ${y - q}L${x + q} ${y + q}Z`, 'none', o);
    else if (m === 'cc') s = circle(x - q * 0.6, y, q * 0.7, 'none', o) + circle(x + q * 0.6, y, q * 0.7, 'none', o);
    else if (m === 'h') s = path(P`M${x} ${y - q}A${q} ${q} 0 1 0 ${x} ${y + q}A${q * 1.25} ${q * 1.25} 0 0 1 ${x} ${y - q}Z`, C.butter);
    else if (m === 'd') s = path(P`M${x} ${y - q}L${x + q} ${y}L${x} ${y + q}L${x - q} ${y}Z`, C.gold);
    else if (m === 's') s = sparkle(d, x, y, q / 9, C.butter);
    else if (m === 'l') s = path(P`M${x - q} ${y + q * 0.4}H${x + q}M${x - q * 0.6} ${y - q * 0.3}H${x + q * 0.6}`, 'none', o);
    else if (m === 'cr') s = path(P`M${x - q} ${y - q}Q${x} ${y + q * 1.4} ${x + q} ${y - q}`, 'none', o);
    else if (m === 'ar') s = path(P`M${x - q} ${y + q}L${x + q} ${y - q}M${x + q * 0.1} ${y - q}H${x + q}V${y - q * 0.1}`, 'none', o);
    else if (m === 'tr') s = path(P`M${x - q} ${y + q}L${x} ${y - q}L${x + q} ${y + q}Z`, C.gold);
    else if (m === 'w') s = path(P`M${x - q} ${y - q * 0.3}q${q / 2} ${-q / 2} ${q} 0t${q} 0M${x - q} ${y + q * 0.4}q${q / 2} ${-q / 2} ${q} 0t${q} 0`, 'none', o);
    else s = path(P`M${x - q} ${y}C${x - q / 2} ${y - q} ${x + q / 2} ${y + q} ${x + q} ${y}`, 'none', o) + circle(x - q, y, q * 0.3, C.butter) + circle(x + q, y, q * 0.3, C.butter);
    k += s;
  });
  // sun at the hub
  let rays = '';
  for (let i = 0; i < 16; i++) rays += petal(cx, cy, r * 0.4, r * 0.05, i * 22.5, i % 2 ? C.orange : C.gold);
  return k + rays + circle(cx, cy, r * 0.2, C.gold) + circle(cx, cy, r * 0.14, C.orange) + circle(cx, cy, r * 0.06, C.butter);
}

F['hero-astro'] = (n) => {
  const d = hero(n);
  d.add(skyG(d, ['#140909', C.wine, C.maroon], H, 'as'), stars(d, 70, 0, 0, W, H), glow(d, 1140, 450, 520, 0.45));
  d.add(g({ transform: 'rotate(8 1140 450)' }, zodiac(d, 1140, 450, 360)));
  // orbit with planets
  d.add(ellipse(1140, 450, 470, 140, 'none', { stroke: C.apricot, 'stroke-width': 2, opacity: 0.4, transform: 'rotate(-18 1140 450)' }));
  d.add(circle(700, 560, 22, C.apricot), circle(1560, 300, 16, '#C81E1E'), circle(1590, 360, 0, C.gold), circle(810, 300, 12, C.snow, { opacity: 0.8 }));
  d.add(moon(d, 250, 150, 44, false), hills(d, 860, 40, '#140909'));
  d.add(scrim(d, 0.35, '#140909'));
  return d;
};

F['hero-kundli'] = (n) => {
  const d = hero(n);
  d.rad('kd', [[0, C.rust], [0.55, C.maroon], [1, C.wine]], 0.7, 0.5, 0.75);
  d.add(rect(0, 0, W, H, 'url(#kd)'), latt(d, 0, 0, W, H, C.gold, 0.08, 64), mandala(d, 1150, 450, 430, C.gold, 0.22), stars(d, 24, 0, 0, 700, 400, C.butter));
  const cx = 1150, cy = 450, h = 290, a = cx - h, b = cx + h, t = cy - h, u = cy + h;
  d.add(rect(a - 24, t - 24, 2 * h + 48, 2 * h + 48, 'none', { stroke: C.gold, 'stroke-width': 5, 'stroke-dasharray': '0 16', 'stroke-linecap': 'round' }));
  d.add(rect(a, t, 2 * h, 2 * h, C.cream2, { opacity: 0.96 }), latt(d, a, t, 2 * h, 2 * h, C.apricot, 0.35, 36));
  d.add(path(P`M${a} ${t}L${b} ${u}M${b} ${t}L${a} ${u}M${cx} ${t}L${b} ${cy}L${cx} ${u}L${a} ${cy}Z`, 'none', { stroke: C.maroon, 'stroke-width': 6, 'stroke-linejoin': 'round' }), rect(a, t, 2 * h, 2 * h, 'none', { stroke: C.maroon, 'stroke-width': 9 }));
  // nine grahas in houses
  const pl = [[cx, cy - 110, 30, C.gold, 'sun'], [cx - 150, t + 60, 20, C.mist], [a + 60, cy - 140, 18, '#C81E1E'], [cx - 110, cy + 10, 18, C.leaf2], [a + 60, cy + 150, 22, C.apricot], [cx - 150, u - 60, 20, C.snow], [cx, cy + 120, 22, C.basalt], [cx + 150, u - 60, 16, C.rust], [b - 60, cy + 150, 16, '#6B4E71'], [cx + 120, cy - 10, 18, C.sand]];
  for (const [x, y, r, c, k] of pl) {
    d.add(circle(x + 3, y + 4, r, C.ink, { opacity: 0.15 }), circle(x, y, r, c, { stroke: C.maroon, 'stroke-width': 2.5 }));
    if (k === 'sun') d.add(circle(x, y, r * 1.6, 'none', { stroke: C.orange, 'stroke-width': 4, 'stroke-dasharray': '4 8' }));
  }
  d.add(path(P`M${cx - 180} ${cy - 190}a60 60 0 1 0 60 0`, 'none'), ellipse(b - 70, t + 60, 26, 8, C.amber, { transform: `rotate(-20 ${b - 70} ${t + 60})`, 'fill-opacity': 0, stroke: C.amber, 'stroke-width': 4 }), circle(b - 70, t + 60, 14, C.gold));
  d.add(sparkle(d, cx, t - 24, 2), sparkle(d, cx, u + 24, 2), sparkle(d, a - 24, cy, 2), sparkle(d, b + 24, cy, 2));
  d.add(scrim(d, 0.45));
  return d;
};

F['hero-temples'] = (n) => {
  const d = hero(n);
  d.add(skyG(d, [C.maroon, C.saffron, C.apricot, C.sand], 780, 'tp'), sun(d, 560, 560, 120, C.butter));
  // back row, hazy
  const hz = { c: C.clay, s: C.clay, band: C.saffron };
  d.add(g({ opacity: 0.6 }, spire(d, { x: 420, y: 780, w: 120, h: 330, ...hz }) + dome(d, { x: 680, y: 780, w: 150, h: 190, c: C.clay, s: C.clay }) + spire(d, { x: 1130, y: 700, w: 150, h: 330, ...hz, kind: 'rekha' }) + spire(d, { x: 1380, y: 700, w: 110, h: 260, ...hz })));
  // front row silhouettes: shikhara, onion dome, gopuram, rekha deul, beehive
  const c = C.rust, s = C.wine;
  d.add(hall(700, 780, 150, 70, c, s, C.gold, 4), nagara(d, { x: 820, y: 780, w: 130, h: 360, c, s, band: s, flag: C.orange, mandapa: false, sub: false, doorC: C.gold }));
  d.add(rect(960, 660, 160, 120, c), dome(d, { x: 1040, y: 660, w: 150, h: 170, c, s, band: s, flag: C.gold }), rect(985, 690, 110, 90, s, { opacity: 0.5 }));
  d.add(gopuram(d, { x: 1260, y: 780, w: 190, h: 500, tiers: 6, colors: [c, C.maroon], niche: [C.wine], base: c, baseS: s, crown: C.maroon }));
  d.add(rect(1390, 700, 140, 80, c), spire(d, { x: 1460, y: 700, w: 120, h: 290, c, s, band: s, kind: 'rekha', flag: C.orange }));
  d.add(rect(1520, 720, 120, 60, c), dome(d, { x: 1580, y: 720, w: 110, h: 150, c, s, kind: 'beehive', band: s }));
  d.add(rect(0, 770, W, 130, C.wine), path('M0 800H1600', 'none', { stroke: C.rust, 'stroke-width': 4, 'stroke-dasharray': '3 16', 'stroke-linecap': 'round' }));
  d.add(diya(d, 1000, 860, 0.5), diya(d, 1360, 860, 0.5));
  d.add(scrim(d, 0.5));
  return d;
};

/** Open prasad box with hinged lid and laddoos inside. */
function prasadBox(d, x, y, w) {
  const h = w * 0.36, lid = w * 0.5;
  let k = path(P`M${x - w / 2} ${y - h}L${x - w * 0.44} ${y - h - lid}H${x + w * 0.44}L${x + w / 2} ${y - h}Z`, C.maroon) + path(P`M${x - w * 0.44} ${y - h - lid}H${x + w * 0.44}`, 'none', { stroke: C.gold, 'stroke-width': 8 }) + mandala(d, x, y - h - lid * 0.48, lid * 0.38, C.gold, 0.8);
  k += rect(x - w / 2, y - h - 8, w, 16, C.wine) + laddooStack(d, x, y - h - 14, 3, w / 520) + rect(x - w / 2, y - h, w, h, C.saffron) + rect(x + w * 0.15, y - h, w * 0.35, h, C.rust, { opacity: 0.35 });
  k += rect(x - w / 2, y - h + h * 0.18, w, h * 0.14, C.gold) + path(P`M${x - w / 2} ${y - h * 0.3}H${x + w / 2}`, 'none', { stroke: C.gold, 'stroke-width': 5, 'stroke-dasharray': '0 16', 'stroke-linecap': 'round' });
  return k;
}

F['hero-prasad'] = (n) => {
  const d = hero(n);
  d.rad('pp', [[0, C.saffron], [0.6, C.rust], [1, C.maroon]], 0.72, 0.4, 0.8);
  d.add(rect(0, 0, W, H, 'url(#pp)'), latt(d, 0, 0, W, 680, C.gold, 0.12, 60), mandala(d, 1160, 300, 300, C.butter, 0.22));
  d.add(rect(0, 680, W, 220, C.maroon), rect(0, 680, W, 14, C.gold), path('M0 710H1600', 'none', { stroke: C.gold, 'stroke-width': 5, 'stroke-dasharray': '2 14', 'stroke-linecap': 'round' }));
  // banana leaf under the box
  d.add(path('M760 770C900 700 1400 690 1560 740C1420 800 900 820 760 770Z', C.leaf), path('M780 768C960 740 1300 730 1540 742', 'none', { stroke: C.leaf2, 'stroke-width': 4 }));
  d.add(shadow(1150, 760, 300, 30, 0.3), prasadBox(d, 1150, 750, 520));
  d.add(tulsi(860, 760, 1.5, -14), tulsi(1460, 765, 1.3, 16), tulsi(1500, 770, 1.1, 30));
  d.add(laddooStack(d, 900, 800, 1, 1.1), laddooStack(d, 1440, 810, 2, 1));
  d.add(petals(d, 16, 620, 720, 1580, 880, [C.orange, C.gold, C.leaf2]), garland(d, 760, 0, 1600, 0, 50, 1.2));
  d.add(scrim(d, 0.45));
  return d;
};

export default F;
