// Package illustrations (seated devotees), pandit portraits and avatars.
import { C, Doc, path, circle, ellipse, rect, g, backdrop, floorBand, devotee, shadow, mandala, jali } from './kit.mjs';
import { diya, lotus, garland, toran, kalash } from '../art/motifs.mjs';

const F = {}; // name -> maker

/* ---------- packages (600x600) ---------- */
const man = (skin, top, drape, o = {}) => ({ skin, top, drape, dress: C.cream, ...o });
const woman = (skin, top, drape, dress, o = {}) => ({ skin, top, drape, dress, female: true, hair: 'veil', ...o });

F['package-single'] = (n) => {
  const d = new Doc(600, 600, n);
  d.add(backdrop(d, 'sand', 300, 250, 210, 0.2), floorBand(d, 450), shadow(300, 452, 120));
  d.add(devotee(d, 300, 450, 1.6, man(C.skinB, C.orange, C.maroon, { hands: 'diya' })));
  d.add(lotus(d, 110, 520, 0.32), lotus(d, 490, 520, 0.32), garland(d, 0, 0, 600, 0, 40, 1.1));
  return d;
};

F['package-couple'] = (n) => {
  const d = new Doc(600, 600, n);
  d.add(backdrop(d, 'butter', 300, 230, 230, 0.2), floorBand(d, 460), shadow(300, 462, 230));
  d.add(devotee(d, 190, 460, 1.25, man(C.skinC, C.cream2, C.saffron, { dress: C.sand, border: C.maroon })));
  d.add(devotee(d, 410, 460, 1.2, woman(C.skinD, C.maroon, C.orange, C.saffron)));
  d.add(diya(d, 264, 548, 0.55, true), toran(d, 600, 0, 3, 1, 26));
  return d;
};

F['package-family'] = (n) => {
  const d = new Doc(600, 600, n);
  d.add(backdrop(d, 'peach', 300, 210, 240, 0.22), floorBand(d, 430), shadow(300, 440, 270));
  d.add(devotee(d, 150, 420, 1.05, man(C.skinA, C.orange, C.maroon)));
  d.add(devotee(d, 450, 420, 1.0, woman(C.skinB, C.leaf, C.gold, C.maroon)));
  d.add(devotee(d, 250, 470, 0.7, man(C.skinB, C.gold, C.saffron, { hair: 'short' })));
  d.add(devotee(d, 352, 470, 0.68, woman(C.skinA, C.saffron, C.maroon, C.orange, { hair: 'long', hairC: C.ink })));
  d.add(kalash(d, 300, 560, 0.42), garland(d, 0, 0, 600, 0, 34, 1.1));
  return d;
};

F['package-joint-family'] = (n) => {
  const d = new Doc(600, 600, n);
  d.add(backdrop(d, 'cream', 300, 190, 230, 0.22), floorBand(d, 300), shadow(300, 505, 280, 40));
  const back = [
    [120, man(C.skinC, C.saffron, C.maroon, { hair: 'turban', drape: C.orange })],
    [300, man(C.skinB, C.snow, C.gold, { hair: 'shikha', hairC: C.stone2, dress: C.snow, border: C.saffron, hands: 'lap' })],
    [480, woman(C.skinD, C.stone, C.stone2, C.mist, { drape: C.snow, hairC: C.stone2, hands: 'lap' })],
  ];
  for (const [x, o] of back) d.add(devotee(d, x, 335, 0.95, o));
  d.add(devotee(d, 140, 510, 0.95, woman(C.skinC, C.maroon, C.gold, C.rust)));
  d.add(devotee(d, 460, 510, 0.95, man(C.skinA, C.orange, C.leaf)));
  d.add(devotee(d, 300, 520, 0.7, man(C.skinD, C.gold, C.saffron, { hands: 'diya' })));
  d.add(garland(d, 0, 0, 600, 0, 30, 1));
  return d;
};

/* ---------- pandit portraits (600x600) ---------- */
const PANDITS = [
  { skin: C.skinB, top: 'bare', drape: C.saffron, border: C.gold, hair: 'shikha', tilak: 'tripundra', bg: 'sand' },
  { skin: C.skinA, top: C.cream, drape: C.maroon, border: C.gold, hair: 'turban', turban: C.orange, tilak: 'line', beard: C.ink, bg: 'butter' },
  { skin: C.skinC, top: 'bare', drape: C.cream, border: C.maroon, hair: 'white', tilak: 'namam', beard: C.mist, bg: 'peach' },
  { skin: C.skinE, top: C.orange, drape: C.gold, border: C.maroon, hair: 'shikha', tilak: 'tripundra', bg: 'cream' },
  { skin: C.skinD, top: C.snow, drape: C.saffron, border: C.gold, hair: 'short', tilak: 'line', bg: 'rose' },
  { skin: C.skinB, top: C.maroon, drape: C.gold, border: C.saffron, hair: 'turban', turban: C.snow, tilak: 'tripundra', beard: C.stone2, bg: 'butter' },
  { skin: C.skinA, top: 'bare', drape: C.rust, border: C.gold, hair: 'short', tilak: 'namam', bg: 'sand' },
  { skin: C.skinC, top: C.sand, drape: C.maroon, border: C.gold, hair: 'white', tilak: 'line', beard: C.snow, bg: 'peach' },
];

/** Bust portrait; unit layout is the 600 square, `k` rescales (avatars). */
function bust(d, p, k = 1, cx = 300) {
  const sk = p.skin;
  let s = '';
  const torso = 'M100 600C100 470 170 404 240 390H360C430 404 500 470 500 600Z';
  s += rect(262, 290, 76, 120, sk);
  s += path(torso, p.top === 'bare' ? sk : p.top);
  if (p.top === 'bare') s += path('M232 396Q300 470 366 600', 'none', { stroke: C.cream, 'stroke-width': 4 });
  else s += path('M262 392L300 440L338 392', 'none', { stroke: C.ink, 'stroke-width': 3, opacity: 0.25 });
  s += path('M140 440C180 402 226 390 250 396L214 600H150C136 540 132 486 140 440ZM460 440C420 402 374 390 350 396L386 600H450C464 540 468 486 460 440Z', p.drape);
  s += path('M250 396L214 600M350 396L386 600', 'none', { stroke: p.border, 'stroke-width': 9 });
  s += path('M252 384Q300 540 348 384', 'none', { stroke: C.rust, 'stroke-width': 13, 'stroke-dasharray': '0 17', 'stroke-linecap': 'round' });
  s += circle(300, 510, 10, C.rust) + circle(300, 526, 6, C.gold);
  // head (drawn 20 lower via a group so the neck stays short)
  const headAt = s.length;
  s += circle(218, 250, 15, sk) + circle(382, 250, 15, sk) + ellipse(300, 240, 82, 90, sk);
  if (p.hair === 'short') s += path('M212 250C200 112 400 112 388 250C378 204 340 190 300 190C260 190 222 204 212 250Z', C.ink);
  if (p.hair === 'white') s += path('M218 246C206 200 222 170 240 168C236 190 228 214 226 250ZM382 246C394 200 378 170 360 168C364 190 372 214 374 250Z', C.mist);
  if (p.hair === 'shikha' || p.hair === 'white') s += path('M296 152C302 128 320 120 334 126C318 130 312 140 310 154Z', p.hair === 'white' ? C.mist : C.ink);
  if (p.hair === 'turban')
    s += path('M212 226C200 140 250 118 300 118C350 118 400 140 388 226C372 196 340 186 300 186C260 186 228 196 212 226Z', p.turban) +
      path('M218 196C260 160 330 150 384 186M226 164C270 140 330 136 370 152', 'none', { stroke: C.ink, 'stroke-width': 3, opacity: 0.15 }) +
      circle(300, 150, 10, C.gold) + circle(300, 150, 5, C.maroon);
  if (p.beard) s += path('M222 262C226 326 262 356 300 358C338 356 374 326 378 262C358 300 330 306 300 306C270 306 242 300 222 262Z', p.beard) + path('M270 300Q300 290 330 300Q300 310 270 300Z', p.beard);
  // tilak
  if (p.tilak === 'tripundra') s += path('M262 196H338M258 208H342M262 220H338', 'none', { stroke: C.snow, 'stroke-width': 5, 'stroke-linecap': 'round' }) + circle(300, 208, 6, C.maroon);
  if (p.tilak === 'namam') s += path('M284 180L290 226H310L316 180', 'none', { stroke: C.snow, 'stroke-width': 6, 'stroke-linejoin': 'round' }) + rect(296, 186, 8, 36, C.orange, { rx: 3 });
  if (p.tilak === 'line') s += rect(295, 180, 10, 42, C.saffron, { rx: 5 }) + circle(300, 228, 5, C.maroon);
  s = s.slice(0, headAt) + g({ transform: 'translate(0 22)' }, s.slice(headAt));
  return g({ transform: k === 1 && cx === 300 ? undefined : `translate(${cx - 300 * k} 0) scale(${k})` }, s);
}

PANDITS.forEach((p, i) => {
  F[`pandit-0${i + 1}`] = (n) => {
    const d = new Doc(600, 600, n);
    d.add(backdrop(d, p.bg, 300, 240, 0, 0.25));
    d.add(circle(300, 240, 232, C.cream, { opacity: 0.7 }), mandala(d, 300, 240, 226, i % 2 ? C.saffron : C.gold, 0.5));
    d.add(bust(d, p));
    if (i % 3 === 0) d.add(garland(d, 0, 0, 600, 0, 30, 0.9));
    return d;
  };
});

/* ---------- avatars (400x400) ---------- */
const AV = [
  { skin: C.skinC, top: C.orange, drape: C.maroon, border: C.gold, hair: 'short', tilak: 'line', bg: C.sand },
  { skin: C.skinB, top: C.maroon, drape: C.gold, border: C.saffron, f: 'veil', veil: C.orange, bg: C.butter },
  { skin: C.skinA, top: C.cream, drape: C.saffron, border: C.maroon, hair: 'turban', turban: C.saffron, bg: C.peach },
  { skin: C.skinD, top: C.leaf, drape: C.gold, border: C.maroon, f: 'bun', bg: C.cream2 },
  { skin: C.skinE, top: C.snow, drape: C.orange, border: C.gold, hair: 'white', beard: C.mist, tilak: 'tripundra', bg: C.sand },
  { skin: C.skinC, top: C.saffron, drape: C.maroon, border: C.gold, f: 'long', bg: C.butter },
  { skin: C.skinB, top: C.gold, drape: C.rust, border: C.cream, hair: 'short', beard: C.ink, bg: C.peach },
  { skin: C.skinD, top: C.rust, drape: C.gold, border: C.maroon, f: 'veil', veil: C.maroon, bg: C.cream2 },
  { skin: C.skinA, top: C.orange, drape: C.snow, border: C.saffron, hair: 'shikha', tilak: 'namam', bg: C.sand },
  { skin: C.skinE, top: C.maroon, drape: C.orange, border: C.gold, f: 'bun', bg: C.butter },
];

AV.forEach((p, i) => {
  F[`avatar-${String(i + 1).padStart(2, '0')}`] = (n) => {
    const d = new Doc(400, 400, n);
    d.add(rect(0, 0, 400, 400, p.bg), rect(0, 0, 400, 400, jali(d, C.apricot, 40, 1.2), { opacity: 0.3 }), circle(200, 170, 150, C.cream, { opacity: 0.55 }));
    if (p.f) {
      const f = { ...p, hair: p.f === 'veil' ? 'none' : 'short', tilak: 'none' };
      let extra = '';
      let back = '';
      if (p.f === 'long') back = path('M210 200C180 330 200 420 214 470H386C400 420 410 330 392 230Z', C.ink);
      if (p.f === 'bun') back = circle(300, 166, 32, C.ink);
      if (p.f === 'veil') {
        back = path('M190 270C180 140 240 148 300 148C360 148 420 140 410 270L430 600H170Z', p.veil);
        extra = path('M204 268C196 172 250 150 300 150C350 150 404 172 396 268C380 222 344 198 300 198C256 198 220 222 204 268Z', p.veil) + path('M212 248C230 206 370 206 388 248', 'none', { stroke: C.gold, 'stroke-width': 7, 'stroke-dasharray': '0 14', 'stroke-linecap': 'round' });
      }
      extra += circle(300, 222, 8, C.maroon);
      d.add(g({ transform: 'translate(-25 10) scale(0.75)' }, back + bust(d, f) + extra));
    } else d.add(bust(d, p, 0.75, 200));
    return d;
  };
});

export default F;
