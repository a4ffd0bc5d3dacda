import { Clock, IndianRupee, PhoneCall } from 'lucide-react';
import { CONSULTATION_FEE_RUPEES } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { PageHero } from '../../../components/ui/PageHero';
import { useAstroT } from '../i18n';

export function AstroHero() {
  const { t } = useAstroT();
  const POINTS = [
    { icon: PhoneCall, text: t('hero.call') },
    { icon: IndianRupee, text: t('hero.fee', { fee: formatINR(CONSULTATION_FEE_RUPEES) }) },
    { icon: Clock, text: t('hero.guidance') },
  ];
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      image="/art/hero-astro.svg"
    >
      <ul className="flex flex-col gap-2 text-sm text-cream-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon className="h-4 w-4 shrink-0 text-gold-400" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
