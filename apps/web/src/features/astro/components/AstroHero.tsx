import { Clock, IndianRupee, PhoneCall } from 'lucide-react';
import { CONSULTATION_FEE_RUPEES } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { PageHero } from '../../../components/ui/PageHero';

const POINTS = [
  { icon: PhoneCall, text: 'One-to-one call at a time you choose' },
  { icon: IndianRupee, text: `${formatINR(CONSULTATION_FEE_RUPEES)} per consultation, paid securely` },
  { icon: Clock, text: 'Astrology and Vastu guidance' },
];

export function AstroHero() {
  return (
    <PageHero
      eyebrow="Astrology & Vastu"
      title="Guidance from experienced astrologers"
      subtitle="Speak with learned pandits about your kundli, career, marriage, health and home. Calm, personal and in your language."
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
