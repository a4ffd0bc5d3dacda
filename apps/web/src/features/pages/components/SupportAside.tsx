import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import type { SupportChannel } from '../content/support-channels';
import { usePagesT } from '../i18n/index';

const ICONS: Record<SupportChannel['id'], LucideIcon> = { phone: Phone, chat: MessageCircle, email: Mail };

/** A compact "talk to a person" panel beside the FAQ answers on desktop (below them on mobile). */
export function SupportAside({ channels, onWrite }: { channels: SupportChannel[]; onWrite: () => void }) {
  const { t } = usePagesT();
  return (
    <aside aria-labelledby="support-aside" className="rounded-[12px] bg-white p-5 shadow-raised lg:sticky lg:top-24">
      <h2 id="support-aside" className="text-lg font-semibold">
        {t('help.aside.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('help.aside.text')}</p>
      <ul className="mt-4 divide-y divide-cream-200">
        {channels.map((c) => {
          const Icon = ICONS[c.id];
          return (
            <li key={c.id}>
              <a
                href={c.href}
                {...(c.external ? { target: '_blank', rel: 'noreferrer' } : {})}
                className="group flex min-h-14 items-center gap-3 py-2.5"
              >
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block break-words font-semibold text-ink-900 group-hover:text-saffron-700">
                    {c.contact}
                  </span>
                  <span className="block text-sm text-ink-600">
                    {c.title} · {c.availability}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" className="mt-4 w-full" onClick={onWrite}>
        {t('contact.writeTitle')}
      </Button>
    </aside>
  );
}
