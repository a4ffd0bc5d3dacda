import type { Kundli } from '@sankalp/shared/api/kundli';
import { useJyotishNames, type JyotishNames } from '../../../../lib/kundli/i18n';
import { kundliT, useKundliT } from '../../i18n';
import { NORTH_HOUSES, NORTH_LINES, labelsByHouse, northAnchors, signInHouse } from '@sankalp/shared/kundli-chart';
import { ChartLabels } from './ChartLabels';

const S = 300;
const at = (p: readonly [number, number]) => [p[0] * S, p[1] * S] as const;
const FULL = {
  As: 'Lagna',
  Su: 'Sun',
  Mo: 'Moon',
  Ma: 'Mars',
  Me: 'Mercury',
  Ju: 'Jupiter',
  Ve: 'Venus',
  Sa: 'Saturn',
  Ra: 'Rahu',
  Ke: 'Ketu',
} as const;

/** "Me(R)" → "Mercury (retrograde)", for the house's accessible title (in the reader's language). */
export const spoken = (label: string, names: JyotishNames, t = kundliT) => {
  const english = FULL[label.slice(0, 2) as keyof typeof FULL];
  const name = english ? names.graha(english) : label;
  return label.endsWith('(R)') ? t('chart.retrograde', { name }) : name;
};

/** The North Indian chart: houses fixed (house 1 at the top), each with its sign's number. */
export function NorthChart({ kundli, titleId }: { kundli: Kundli; titleId: string }) {
  const labels = labelsByHouse(kundli);
  const { t } = useKundliT();
  const names = useJyotishNames();
  return (
    <svg
      viewBox={`-2 -2 ${S + 4} ${S + 4}`}
      role="img"
      aria-labelledby={`${titleId} ${titleId}-desc`}
      className="h-auto w-full"
    >
      <title id={titleId}>{t('chart.northTitle', { name: kundli.name })}</title>
      <desc id={`${titleId}-desc`}>
        {t('chart.northDesc')}
      </desc>
      <rect x={0} y={0} width={S} height={S} className="fill-cream-50" />
      {NORTH_HOUSES.map((poly, i) => {
        const house = i + 1;
        const sign = signInHouse(kundli.lagna.sign, house);
        const { grahas, sign: signAt } = northAnchors(house);
        const [gx, gy] = at(grahas);
        const [sx, sy] = at(signAt);
        const here = labels[i]!;
        // Diamonds are roomy; the side triangles (3, 5, 9, 11) are tall and narrow, the others wide and low.
        const perLine = poly.length === 4 ? 3 : [3, 5, 9, 11].includes(house) ? 1 : 2;
        return (
          <g key={house} data-house={house}>
            <title>
              {here.length
                ? t('chart.house', { house, sign: names.sign(sign), grahas: here.map((l) => spoken(l, names, t)).join(', ') })
                : t('chart.houseEmpty', { house, sign: names.sign(sign) })}
            </title>
            <polygon points={poly.map((p) => at(p).join(',')).join(' ')} className="fill-transparent" />
            <text x={sx} y={sy} textAnchor="middle" dominantBaseline="central" fontSize={10} className="fill-ink-600">
              {sign}
            </text>
            <ChartLabels labels={here.map(names.short)} x={gx} y={gy} perLine={perLine} size={here.length > 4 ? 10 : 12} />
          </g>
        );
      })}
      {NORTH_LINES.map(([a, b], i) => {
        const [x1, y1] = at(a);
        const [x2, y2] = at(b);
        return <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={1.5} className="stroke-saffron-600" />;
      })}
    </svg>
  );
}
