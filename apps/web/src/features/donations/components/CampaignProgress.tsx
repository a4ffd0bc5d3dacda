import { donationProgress } from '@sankalp/shared/pricing';
import { Price } from '../../../components/ui/Price';
import { rich } from '../../../lib/i18n/rich';
import { useDonationsT } from '../i18n';

/** Raised against the goal with a progress bar (percent capped at 100, 0 without a goal). */
export function CampaignProgress({
  raised,
  goal,
  title,
  tone = 'light',
}: {
  raised: number;
  goal: number;
  title: string;
  tone?: 'light' | 'cream';
}) {
  const { t } = useDonationsT();
  const pct = donationProgress(raised, goal);
  const rounded = Math.floor(pct);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p>
          <Price value={raised} decimals={false} className="text-base font-bold text-maroon-800" />
          <span className="text-ink-600">{t('progress.raised')}</span>
        </p>
        <p className="text-ink-600">
          {rich(t('progress.of'), { goal: <Price value={goal} decimals={false} className="font-semibold text-ink-900" /> })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={t('progress.valueText', { pct: rounded })}
        className={`mt-2 h-2.5 overflow-hidden rounded-full ${tone === 'cream' ? 'bg-white' : 'bg-cream-200'}`}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-saffron-600 to-gold-400"
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="mt-1 text-xs font-semibold text-saffron-700">{t('progress.pct', { pct: rounded })}</p>
    </div>
  );
}
