// Store products (600x600): a primary view, a close-up (-2) and a second
// angle / folded view (-3), all on a soft cream backdrop.
import { C, Doc, P, el, path, circle, ellipse, rect, g, line, use, shadow, mandala, jali, glow, flame, pot } from './kit.mjs';
import { diyaDef, thali, kalash, bellDef, incense, petals, marigoldDefs, lotus } from '../art/motifs.mjs';

const F = {};
const S = 600;

function stage(d, tone = 0, close = false) {
  const T = [[C.cream, C.cream2], [C.cream, C.sand], [C.butter, C.cream], ['#FBEFE6', C.cream2]][tone % 4];
  d.rad('st', [[0, T[0]], [1, T[1]]], 0.5, 0.42, 0.75);
  let k = rect(0, 0, S, S, 'url(#st)');
  if (close) return k + rect(0, 0, S, S, jali(d, C.apricot, 60, 1), { opacity: 0.16 });
  return k + mandala(d, 300, 270, 230, C.apricot, 0.22) + ellipse(300, 500, 250, 40, C.sand, { opacity: 0.8 });
}
const frame = () => rect(18, 18, 564, 564, 'none', { stroke: C.apricot, 'stroke-width': 2, rx: 26, opacity: 0.7 });

/* ---------- textiles ---------- */

/** Scattered small motifs (butis) as a pattern; returns fill url. */
function butiPat(d, id, c, kind = 'dot', sz = 44) {
  const m = kind === 'dot' ? circle(sz / 2, sz / 2, 3, c) + circle(0, 0, 3, c) + circle(sz, 0, 3, c) + circle(0, sz, 3, c) + circle(sz, sz, 3, c)
    : kind === 'ring' ? circle(sz / 2, sz / 2, 4, 'none', { stroke: c, 'stroke-width': 2 }) + circle(sz / 2, sz / 2, 1.5, c) + circle(0, 0, 2, c) + circle(sz, sz, 2, c) + circle(sz, 0, 2, c) + circle(0, sz, 2, c)
    : path(P`M${sz / 2} ${sz * 0.2}C${sz * 0.7} ${sz * 0.4} ${sz * 0.7} ${sz * 0.7} ${sz / 2} ${sz * 0.8}C${sz * 0.34} ${sz * 0.7} ${sz * 0.4} ${sz * 0.5} ${sz * 0.56} ${sz * 0.46}`, 'none', { stroke: c, 'stroke-width': 2.5, 'stroke-linecap': 'round' });
  d.def(id, el('pattern', { id, width: sz, height: sz, patternUnits: 'userSpaceOnUse' }, m));
  return `url(#${id})`;
}
/** Border band: solid stripe with a dotted zari line and fine edge lines. */
const band = (x, y, w, h, c, z, vertical = false) =>
  rect(x, y, w, h, c) +
  (vertical
    ? path(P`M${x + w / 2} ${y}V${y + h}`, 'none', { stroke: z, 'stroke-width': Math.min(w, 10) * 0.6, 'stroke-dasharray': '2 8', 'stroke-linecap': 'round' }) + path(P`M${x + 3} ${y}V${y + h}M${x + w - 3} ${y}V${y + h}`, 'none', { stroke: z, 'stroke-width': 1.5 })
    : path(P`M${x} ${y + h / 2}H${x + w}`, 'none', { stroke: z, 'stroke-width': Math.min(h, 10) * 0.6, 'stroke-dasharray': '2 8', 'stroke-linecap': 'round' }) + path(P`M${x} ${y + 3}H${x + w}M${x} ${y + h - 3}H${x + w}`, 'none', { stroke: z, 'stroke-width': 1.5 }));

/** Cloth hanging from a wooden rod, with folds, side border and hem border. */
function hangCloth(d, o) {
  const { c, b, z = C.gold, motif, x = 300, w = 360, top = 100, h = 350, fringe = false, pallu } = o;
  const L = x - w / 2, R = x + w / 2, B = top + h;
  const hem = P`M${L} ${top}H${R}L${R + 14} ${B}Q${x + w / 4} ${B + 14} ${x} ${B}Q${x - w / 4} ${B - 12} ${L - 14} ${B}Z`;
  d.def('hc', el('clipPath', { id: 'hc' }, path(hem)));
  let k = path(hem, c);
  let inner = '';
  if (motif) inner += rect(L - 20, top, w + 40, h + 20, motif);
  if (pallu) inner += rect(L - 20, B - h * 0.42, w + 40, h * 0.42 + 20, pallu);
  let folds = '';
  for (let i = 1; i < 6; i++) folds += P`M${L + (w * i) / 6} ${top}V${B + 10}`;
  inner += path(folds, 'none', { stroke: C.ink, 'stroke-width': w / 16, opacity: 0.07 });
  inner += band(L - 20, B - 40, w + 40, 30, b, z) + band(R - 26, top, 30, h + 20, b, z, true);
  if (pallu) inner += band(L - 20, B - h * 0.42, w + 40, 14, b, z);
  k += g({ 'clip-path': 'url(#hc)' }, inner);
  if (fringe) {
    let fr = '';
    for (let i = 0; i <= 22; i++) fr += P`M${L - 12 + (i * (w + 24)) / 22} ${B - 6 + Math.sin(i) * 4}v26`;
    k += path(fr, 'none', { stroke: b, 'stroke-width': 4, 'stroke-linecap': 'round' });
  }
  k += rect(x - w / 2 - 40, top - 14, w + 80, 18, C.bronze, { rx: 9 }) + circle(x - w / 2 - 44, top - 5, 12, C.amber) + circle(x + w / 2 + 44, top - 5, 12, C.amber);
  return k;
}

/** Folded cloth stack seen from the front-top; count layers of colours. */
function folded(d, o, x = 300, y = 470, w = 330, layers = 2) {
  const { c, b, z = C.gold, motif } = o;
  let k = shadow(x, y + 4, w * 0.62, 18, 0.18);
  for (let i = 0; i < layers; i++) {
    const yy = y - i * 62, cc = Array.isArray(c) ? c[i % c.length] : c;
    k += path(P`M${x - w / 2} ${yy}V${yy - 56}H${x + w / 2}Q${x + w / 2 + 16} ${yy - 28} ${x + w / 2} ${yy}Z`, cc) + (motif ? rect(x - w / 2, yy - 56, w, 56, motif) : '') + band(x - w / 2, yy - 24, w + 8, 16, b, z);
  }
  const ty = y - layers * 62 + 6;
  const cc = Array.isArray(c) ? c[0] : c;
  k += path(P`M${x - w / 2} ${ty}L${x - w / 2 + 40} ${ty - 90}H${x + w / 2 + 40}L${x + w / 2} ${ty}Z`, cc) + (motif ? path(P`M${x - w / 2} ${ty}L${x - w / 2 + 40} ${ty - 90}H${x + w / 2 + 40}L${x + w / 2} ${ty}Z`, motif) : '');
  k += path(P`M${x + w / 2 - 30} ${ty}L${x + w / 2 + 10} ${ty - 90}H${x + w / 2 + 40}L${x + w / 2} ${ty}Z`, b) + path(P`M${x - w / 2} ${ty}L${x - w / 2 + 40} ${ty - 90}`, 'none', { stroke: C.ink, 'stroke-width': 2, opacity: 0.12 });
  return k;
}

/** Kurta on a hanger. */
function kurta(d, c, z) {
  const body = 'M230 130L160 160L110 310L160 326L196 240V500H404V240L440 326L490 310L440 160L370 130Q300 170 230 130Z';
  return (
    path('M300 80V104M250 130Q300 90 350 130', 'none', { stroke: C.bronze, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    path(body, c) + path('M300 150V500H404V240L440 326L490 310L440 160L370 130Q336 150 300 150Z', C.ink, { opacity: 0.06 }) +
    path('M196 470H404', 'none', { stroke: z, 'stroke-width': 10 }) + path('M110 302L160 318M490 302L440 318', 'none', { stroke: z, 'stroke-width': 8 }) +
    path('M272 136Q300 156 328 136V126Q300 146 272 126Z', z) + path('M300 150V270', 'none', { stroke: z, 'stroke-width': 22, opacity: 0.9 }) +
    path('M300 170V262', 'none', { stroke: C.cream, 'stroke-width': 6, 'stroke-dasharray': '0 22', 'stroke-linecap': 'round' }) +
    path('M196 500V440M404 500V440', 'none', { stroke: C.ink, 'stroke-width': 2, opacity: 0.2 }) +
    path('M262 160L240 200M338 160L360 200', 'none', { stroke: z, 'stroke-width': 3, 'stroke-dasharray': '1 6', 'stroke-linecap': 'round' })
  );
}

/* ---------- beads ---------- */

function beadDefs(d, id, r, c, s2, tex = true) {
  d.def(id, g({ id }, circle(0, 0, r, c) + (tex ? path(P`M${-r * 0.5} ${-r * 0.6}q${r * 0.2} ${r * 0.6} 0 ${r * 1.2}M${r * 0.1} ${-r * 0.8}q${r * 0.2} ${r * 0.8} 0 ${r * 1.6}M${r * 0.55} ${-r * 0.5}q${r * 0.15} ${r * 0.5} 0 ${r}`, 'none', { stroke: s2, 'stroke-width': r * 0.18, 'stroke-linecap': 'round', opacity: 0.8 }) : circle(-r * 0.3, -r * 0.3, r * 0.35, C.cream, { opacity: 0.4 }))));
}
/** Loop of beads ending in a guru bead and tassel at the bottom. */
function mala(d, id, n, cx, cy, rx, ry, tassel, scale = 1) {
  let k = '';
  for (let i = 0; i < n; i++) {
    const a = Math.PI / 2 + ((i + 0.5) / n) * Math.PI * 2;
    const x = cx + Math.cos(a) * rx * (1 - 0.12 * Math.sin(a) ** 8), y = cy + Math.sin(a) * ry - (Math.sin(a) > 0.9 ? 0 : 0);
    k += use(id, x, y, scale);
  }
  const by = cy + ry + 22 * scale;
  k += use(id, cx, by, scale * 1.3);
  k += path(P`M${cx - 14 * scale} ${by + 18 * scale}H${cx + 14 * scale}L${cx + 22 * scale} ${by + 90 * scale}H${cx - 22 * scale}Z`, tassel) + rect(cx - 16 * scale, by + 14 * scale, 32 * scale, 12 * scale, C.gold, { rx: 5 });
  let th = '';
  for (let i = -3; i <= 3; i++) th += P`M${cx + i * 3 * scale} ${by + 30 * scale}L${cx + i * 5.5 * scale} ${by + 88 * scale}`;
  return k + path(th, 'none', { stroke: C.ink, 'stroke-width': 1.5, opacity: 0.2 });
}
const tulsiLeaf = (x, y, s, r) => (use('lf', x, y, s, r, { fill: C.leaf }));

/* ---------- product table ---------- */

const CLOTH = {
  dhoti: { c: C.snow, b: C.maroon, z: C.gold },
  saree: { c: C.maroon, b: C.gold, z: C.saffron, m: ['bsr', C.gold, 'ring'], pallu: ['bsp', C.gold, 'paisley'] },
  shawl: { c: C.saffron, b: C.maroon, z: C.gold, m: ['bsh', C.gold, 'paisley'], fringe: true },
  angavastram: { c: C.cream, b: C.gold, z: C.maroon, w: 200 },
  chunri: { c: '#C81E1E', b: C.gold, z: C.orange, m: ['bch', C.butter, 'dot'] },
};

const P3 = {};
for (const [name, o] of Object.entries(CLOTH)) {
  const pat = (d, m) => (m ? butiPat(d, m[0], m[1], m[2]) : undefined);
  P3[name] = {
    main: (d) => hangCloth(d, { c: o.c, b: o.b, z: o.z, motif: pat(d, o.m), pallu: pat(d, o.pallu), fringe: o.fringe, w: o.w || 360 }),
    zoom: [300 + (o.w || 360) / 2 - 90, 370, 2.2],
    alt: (d) => folded(d, { c: name === 'dhoti' ? [C.snow, C.cream2] : o.c, b: o.b, z: o.z, motif: pat(d, o.m) }, 300, 470, 330, name === 'saree' ? 3 : 2) + (name === 'chunri' ? lotus(d, 140, 500, 0.3) : ''),
  };
}
P3.kurta = { main: (d) => kurta(d, C.butter, C.saffron), zoom: [300, 200, 2.4], alt: (d) => folded(d, { c: [C.butter, C.orange], b: C.saffron, z: C.maroon }, 300, 470, 300, 2) + path('M260 300Q300 330 340 300', 'none', { stroke: C.saffron, 'stroke-width': 12 }) };

P3['rudraksha-mala'] = {
  main: (d) => (beadDefs(d, 'rb', 13, '#7A3B1E', '#4A200E'), mala(d, 'rb', 34, 300, 270, 130, 170, C.maroon)),
  zoom: [300, 440, 2.8],
  alt: (d) => {
    beadDefs(d, 'rb', 13, '#7A3B1E', '#4A200E');
    let k = ellipse(300, 430, 190, 56, C.bronze) + ellipse(300, 420, 190, 56, C.gold) + ellipse(300, 420, 160, 44, C.amber, { opacity: 0.5 });
    for (let ring = 0; ring < 3; ring++) for (let i = 0; i < 18 - ring * 4; i++) {
      const a = (i / (18 - ring * 4)) * Math.PI * 2;
      k += use('rb', 300 + Math.cos(a) * (120 - ring * 36), 410 + Math.sin(a) * (34 - ring * 10) - ring * 10, 1);
    }
    return k + path('M380 420L440 470L470 530', 'none', { stroke: C.maroon, 'stroke-width': 14, 'stroke-linecap': 'round' });
  },
};

P3['tulsi-mala'] = {
  main: (d) => (beadDefs(d, 'tb', 8, '#E8C48C', C.bronze, false), marigoldDefs(d), mala(d, 'tb', 52, 300, 260, 120, 170, C.leaf, 0.9) + tulsiLeaf(270, 470, 0.9, -60) + tulsiLeaf(330, 470, 0.9, 60) + tulsiLeaf(300, 474, 1, 0)),
  zoom: [300, 450, 2.4],
  alt: (d) => {
    beadDefs(d, 'tb', 8, '#E8C48C', C.bronze, false);
    marigoldDefs(d);
    let k = '';
    for (let ring = 0; ring < 4; ring++) for (let i = 0; i < 30 - ring * 6; i++) {
      const a = (i / (30 - ring * 6)) * Math.PI * 2;
      k += use('tb', 300 + Math.cos(a) * (150 - ring * 34), 400 + Math.sin(a) * (52 - ring * 12) - ring * 8, 1);
    }
    for (let i = 0; i < 7; i++) k += tulsiLeaf(150 + i * 50, 480 + (i % 2) * 16, 0.9, -70 + i * 22);
    return k;
  },
};

P3['brass-diya'] = {
  main: (d) => (diyaDef(d, true), glow(d, 420, 250, 140) + path('M250 470Q300 380 350 470Z', C.gold) + rect(288, 350, 24, 110, C.amber) + ellipse(300, 350, 70, 14, C.gold) + use('dyb', 280, 320, 1.7)),
  zoom: [380, 290, 2.2],
  alt: (d) => {
    diyaDef(d, true);
    return use('dyb', 170, 440, 1.1) + use('dyb', 400, 430, 1.3, 0, { transform: 'translate(400 430) scale(-1.3 1.3)' }) + petals(d, 10, 120, 470, 500, 500);
  },
};

P3['puja-thali'] = {
  main: (d) => {
    diyaDef(d, true);
    return thali(d, 300, 400, 230, 80) + use('dyb', 250, 380, 0.7) + ellipse(400, 386, 30, 12, C.maroon) + ellipse(400, 380, 26, 8, '#C81E1E') + ellipse(180, 410, 30, 12, C.bronze) + ellipse(180, 404, 26, 8, C.snow) + petals(d, 12, 300, 420, 420, 440) + incense(d, 420, 420, 0.7, 2);
  },
  zoom: [290, 380, 2.2],
  alt: (d) => {
    diyaDef(d, true);
    let k = circle(300, 300, 230, C.amber) + circle(300, 300, 220, C.gold) + circle(300, 300, 200, 'none', { stroke: C.bronze, 'stroke-width': 4, 'stroke-dasharray': '0 14', 'stroke-linecap': 'round' }) + circle(300, 300, 150, C.amber, { opacity: 0.3 });
    const bowl = (x, y, c) => circle(x, y, 44, C.bronze) + circle(x, y, 36, c);
    k += bowl(190, 210, '#C81E1E') + bowl(410, 210, C.snow) + bowl(190, 390, C.gold) + bowl(410, 390, C.orange);
    return k + circle(300, 300, 56, C.saffron) + flame(d, 300, 318, 70) + petals(d, 14, 150, 150, 450, 450);
  },
};

P3.incense = {
  main: (d) => incense(d, 300, 420, 1.4, 5) + ellipse(300, 440, 110, 22, C.bronze) + path('M200 430Q300 400 400 430L390 450Q300 470 210 450Z', C.gold) + ellipse(300, 428, 24, 10, C.amber),
  zoom: [300, 240, 2.4],
  alt: (d) => {
    let k = path('M150 230L390 200L460 240V460L220 500L150 460Z', C.maroon) + path('M390 200L460 240V460L390 420Z', C.wine) + path('M150 230L220 270L460 240L390 200Z', C.saffron) + path('M220 270V500', 'none', { stroke: C.wine, 'stroke-width': 3 });
    k += g({ transform: 'translate(300 380) scale(0.36)' }, lotus(d, 0, 0, 1)) + path('M150 330L220 370L460 340', 'none', { stroke: C.gold, 'stroke-width': 10 });
    let sticks = '';
    for (let i = 0; i < 7; i++) sticks += P`M${100 + i * 8} 520L${180 + i * 10} 300`;
    return k + path(sticks, 'none', { stroke: C.maroon, 'stroke-width': 5, 'stroke-linecap': 'round' }) + rect(118, 440, 40, 14, C.gold, { transform: 'rotate(-70 138 447)' });
  },
};

P3.kalash = {
  main: (d) => kalash(d, 300, 470, 2.1),
  zoom: [300, 360, 2.4],
  alt: (_d) => pot(300, 470, 300, C.clay, C.saffron, C.bronze) + ellipse(300, 200, 84, 20, C.amber) + path('M250 196Q300 150 350 196Z', C.clay) + circle(300, 160, 12, C.gold),
};

P3.bell = {
  main: (d) => {
    bellDef(d);
    return path('M300 70C330 70 338 100 318 120C340 130 330 160 300 160C270 160 260 130 282 120C262 100 270 70 300 70Z', C.gold) + rect(288, 150, 24, 100, C.amber, { rx: 6 }) + ellipse(300, 250, 36, 10, C.bronze) + use('bel', 300, 222, 2.3);
  },
  zoom: [300, 400, 2.4],
  alt: (d) => (bellDef(d), path('M160 40H440', 'none', { stroke: C.bronze, 'stroke-width': 16, 'stroke-linecap': 'round' }) + line(300, 40, 300, 120, C.amber, 6, { 'stroke-dasharray': '12 6' }) + use('bel', 300, 110, 2.6)),
};

P3.gangajal = {
  main: (_d) => {
    const k = pot(300, 470, 280, C.clay, C.saffron, C.maroon);
    return k + path('M236 220Q300 170 364 220L370 196Q300 150 230 196Z', '#C81E1E') + path('M236 218Q300 190 364 218', 'none', { stroke: C.gold, 'stroke-width': 6 }) + circle(300, 180, 16, C.maroon) + path('M200 380Q240 360 280 380T360 380T420 376', 'none', { stroke: C.cream, 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.7 });
  },
  zoom: [300, 200, 2.6],
  alt: (d) => {
    d.def('gj', el('clipPath', { id: 'gj' }, path('M260 150H340V210C400 230 410 280 410 330V470H190V330C190 280 200 230 260 210Z')));
    return path('M260 150H340V210C400 230 410 280 410 330V470H190V330C190 280 200 230 260 210Z', '#EAF3F4') + g({ 'clip-path': 'url(#gj)' }, rect(180, 280, 240, 200, '#BFDCE5') + path('M180 300Q220 280 260 300T340 300T420 300', 'none', { stroke: C.snow, 'stroke-width': 6 })) + path('M260 150H340V210C400 230 410 280 410 330V470H190V330C190 280 200 230 260 210Z', 'none', { stroke: C.stone2, 'stroke-width': 5 }) + rect(250, 110, 100, 44, C.saffron, { rx: 8 }) + rect(200, 360, 200, 70, C.cream, { opacity: 0.9 }) + g({ transform: 'translate(300 420) scale(0.25)' }, lotus(d, 0, 0, 1));
  },
};

const ORDER = ['dhoti', 'kurta', 'saree', 'shawl', 'angavastram', 'chunri', 'rudraksha-mala', 'brass-diya', 'puja-thali', 'incense', 'kalash', 'bell', 'gangajal', 'tulsi-mala'];
ORDER.forEach((name, i) => {
  const p = P3[name];
  F[`product-${name}`] = (n) => {
    const d = new Doc(S, S, n);
    return d.add(stage(d, i), p.main(d));
  };
  F[`product-${name}-2`] = (n) => {
    const d = new Doc(S, S, n);
    const [cx, cy, k] = p.zoom;
    return d.add(stage(d, i + 1, true), g({ transform: `translate(${300 - cx * k} ${300 - cy * k}) scale(${k})` }, p.main(d)), frame());
  };
  F[`product-${name}-3`] = (n) => {
    const d = new Doc(S, S, n);
    return d.add(stage(d, i + 2), p.alt(d));
  };
});

export default F;
