import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { Campaign } from '@sankalp/shared/api/catalog';
import { Tabs } from '../../../components/ui/Tabs';
import type { SevaSelection } from '../lib/donation-selection';
import { SevaCard } from './SevaCard';
import { useDonationsT } from '../i18n';

type Props = {
  campaign: Campaign;
  selection: SevaSelection;
  onAdd: (id: string) => void;
  onChange: (id: string, delta: 1 | -1) => void;
};

/** Sevas, Story and Benefits. */
export function CampaignTabs({ campaign, selection, onAdd, onChange }: Props) {
  const { t } = useDonationsT();
  const [tab, setTab] = useState('sevas');
  const story = campaign.story || campaign.description;
  return (
    <Tabs
      label={t('campaign.tabs')}
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'sevas',
          label: t('campaign.sevas'),
          content:
            campaign.sevas.length === 0 ? (
              <p className="rounded-[12px] bg-cream-100 p-4 text-ink-600">
                {t('campaign.noSevas')}
              </p>
            ) : (
              <>
                <p className="mb-3 text-ink-600">{t('campaign.chooseSeva')}</p>
                <ul className="grid gap-3">
                  {campaign.sevas.map((s) => (
                    <SevaCard
                      key={s._id}
                      seva={s}
                      quantity={selection[s._id] ?? 0}
                      onAdd={() => onAdd(s._id)}
                      onChange={(d) => onChange(s._id, d)}
                    />
                  ))}
                </ul>
              </>
            ),
        },
        {
          value: 'story',
          label: t('campaign.story'),
          content: (
            <div className="whitespace-pre-line rounded-[12px] bg-white p-5 leading-relaxed text-ink-900 shadow-raised">
              {story || t('campaign.storySoon')}
            </div>
          ),
        },
        {
          value: 'benefits',
          label: t('campaign.benefits'),
          content:
            campaign.benefits.length === 0 ? (
              <p className="rounded-[12px] bg-cream-100 p-4 text-ink-600">{t('campaign.benefitsSoon')}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {campaign.benefits.map((b, i) => (
                  <li key={b.heading + i} className="flex gap-3 rounded-[12px] bg-white p-4 shadow-raised">
                    <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden />
                    <div>
                      <h3 className="text-base font-semibold text-ink-900">{b.heading}</h3>
                      <p className="mt-0.5 text-sm text-ink-600">{b.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}
