import { PhoneCall, ShieldCheck, Video } from 'lucide-react';
import { useBookingT } from '../i18n/index';

/** Three plain promises under the booking panel. */
export function TrustList() {
  const { t } = useBookingT();
  const items = [
    { icon: PhoneCall, text: t('trust.call') },
    { icon: Video, text: t('trust.video') },
    { icon: ShieldCheck, text: t('trust.secure') },
  ];
  return (
    <ul className="mt-4 space-y-2 border-t border-cream-200 pt-4 text-sm text-ink-600">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex gap-2">
          <Icon className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden /> {text}
        </li>
      ))}
    </ul>
  );
}
