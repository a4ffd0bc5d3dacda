import type { Kundli } from '@sankalp/shared/api/kundli';
import { useJyotishNames } from '../../../../lib/kundli/i18n';
import { useKundliT } from '../../i18n';
import { SOUTH_CELLS, labelsBySign } from '@sankalp/shared/kundli-chart';
import { ChartLabels } from './ChartLabels';
import { spoken } from './NorthChart';

const S = 300;
const C = S / 4;

/** The South Indian chart: signs fixed (Meena top-left, clockwise), the lagna's sign marked. */
export function SouthChart({ kundli, titleId }: { kundli: Kundli; titleId: string }) {
  const labels = labelsBySign(kundli);
  const { t } = useKundliT();
  const names = useJyotishNames();
  return (
    <svg
      viewBox={`-2 -2 ${S + 4} ${S + 4}`}
      role="img"
      aria-labelledby={`${titleId} ${titleId}-desc`}
      className="h-auto w-full"
    >
      <title id={titleId}>{t('chart.southTitle', { name: kundli.name })}</title>
      <desc id={`${titleId}-desc`}>
        {t('chart.southDesc')}
      </desc>
      <rect x={0} y={0} width={S} height={S} className="fill-cream-50 stroke-saffron-600" strokeWidth={1.5} />
      {SOUTH_CELLS.map(([row, col], i) => {
        const sign = i + 1;
        const x = col * C;
        const y = row * C;
        const here = labels[i]!;
        const lagna = sign === kundli.lagna.sign;
        return (
          <g key={sign} data-sign={sign}>
            <title>
              {here.length
                ? t(lagna ? 'chart.signLagna' : 'chart.sign', {
                    sign: names.sign(sign),
                    grahas: here.map((l) => spoken(l, names, t)).join(', '),
                  })
                : t(lagna ? 'chart.signLagnaEmpty' : 'chart.signEmpty', { sign: names.sign(sign) })}
            </title>
            <rect
              x={x}
              y={y}
              width={C}
              height={C}
              className={`${lagna ? 'fill-gold-400/15' : 'fill-transparent'} stroke-saffron-600`}
              strokeWidth={1.5}
            />
            {lagna && <line x1={x} y1={y + 18} x2={x + 18} y2={y} strokeWidth={1.5} className="stroke-saffron-600" />}
            <text x={x + C - 4} y={y + C - 6} textAnchor="end" fontSize={9} className="fill-ink-600">
              {names.sign(sign)}
            </text>
            <ChartLabels labels={here.map(names.short)} x={x + C / 2} y={y + C / 2 - 5} perLine={2} size={here.length > 4 ? 10 : 12} />
          </g>
        );
      })}
      <text x={S / 2} y={S / 2 - 8} textAnchor="middle" fontSize={16} fontWeight={700} className="fill-maroon-800">
        {t('chart.rasi')}
      </text>
      <text x={S / 2} y={S / 2 + 12} textAnchor="middle" fontSize={10} className="fill-ink-600">
        {kundli.name.length > 22 ? `${kundli.name.slice(0, 21)}…` : kundli.name}
      </text>
    </svg>
  );
}
