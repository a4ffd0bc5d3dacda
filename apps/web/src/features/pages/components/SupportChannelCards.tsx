import { Clock, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { buttonClass } from '../../../components/ui/Button';
import type { SupportChannel } from '../content/support-channels';

const ICONS: Record<SupportChannel['id'], LucideIcon> = { phone: Phone, chat: MessageCircle, email: Mail };

/** Phone, chat and e-mail cards, each with its hours and one action. */
export function SupportChannelCards({ channels }: { channels: SupportChannel[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {channels.map((c) => {
        const Icon = ICONS[c.id];
        return (
          <li key={c.id} className="flex flex-col rounded-[12px] bg-white p-5 shadow-raised">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <h3 className="mt-3 text-lg font-semibold">{c.title}</h3>
            <p className="mt-1 text-sm text-ink-600">{c.description}</p>
            <p className="mt-3 break-words font-semibold text-ink-900">{c.contact}</p>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-600">
              <Clock className="h-4 w-4" aria-hidden /> {c.availability}
            </p>
            <a
              href={c.href}
              {...(c.external ? { target: '_blank', rel: 'noreferrer' } : {})}
              className={buttonClass('outline', 'md', 'mt-4 self-start')}
            >
              {c.action}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
