import { PhoneCall, ShieldCheck, Video } from 'lucide-react';
import { PUJA_CONFIRMATION_CALL_TEXT, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';

/** Three plain promises under the booking panel. */
export function TrustList() {
  const items = [
    { icon: PhoneCall, text: `A confirmation call ${PUJA_CONFIRMATION_CALL_TEXT} of booking` },
    { icon: Video, text: `The video of your puja ${PUJA_VIDEO_TEXT}` },
    { icon: ShieldCheck, text: 'Secure payment by card or UPI; your booking is saved before you pay' },
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
