// Brand mark: a lotus cradling a diya flame. Bold flat shapes so it reads at
// 32-36 px on cream, and inside a cream disc on the maroon footer.
import { C, Doc, path, ellipse, rect, g, petal, teardrop } from './kit3.mjs';

const F = {};

/** The mark in a 600-unit box; `simple` drops the fine details for the favicon. */
function mark(simple = false) {
  const bx = 300, by = 500;
  let k = '';
  // back petals (deep saffron) fan out behind the lamp
  k += petal(bx, by, 212, 46, -78, C.saffron) + petal(bx, by, 212, 46, 78, C.saffron);
  k += petal(bx, by, 270, 54, -50, C.saffron) + petal(bx, by, 270, 54, 50, C.saffron);
  // flame rising from the lamp
  k += path(teardrop(250, 140, 8), C.orange, { transform: 'translate(300 326)' });
  k += path(teardrop(184, 98, 5), C.gold, { transform: 'translate(300 324)' });
  if (!simple) k += path(teardrop(92, 46, 2), C.cream, { transform: 'translate(300 318)' });
  // diya bowl
  k += path('M176 318C184 372 236 398 300 398C364 398 416 372 424 318Z', C.maroon);
  k += ellipse(300, 318, 124, 16, C.rust);
  k += ellipse(300, 317, 106, 9, C.amber);
  if (!simple) k += path('M204 346Q300 378 396 346', 'none', { stroke: C.gold, 'stroke-width': 9, 'stroke-dasharray': '0 24', 'stroke-linecap': 'round' });
  // front petals cradling the lamp
  k += petal(bx, by + 4, 180, 50, -32, C.orange) + petal(bx, by + 4, 180, 50, 32, C.orange);
  k += petal(bx, by + 6, 112, 42, 0, C.gold);
  // water line
  k += path('M120 510Q300 478 480 510Q300 536 120 510Z', C.maroon);
  return k;
}

F.logo = (n) => {
  const d = new Doc(600, 600, n);
  d.add(mark(false));
  return d;
};

F.favicon = (n) => {
  const d = new Doc(64, 64, n);
  d.add(rect(0, 0, 64, 64, C.cream2, { rx: 14 }), g({ transform: 'translate(0.5 1) scale(0.105)' }, mark(true)));
  return d;
};

export default F;
