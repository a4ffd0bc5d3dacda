import { BellOff } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateViews';
import { useTitle } from '../../../lib/use-title';

/** Spec part 1 § 2 / part 3 § 2: a header and an empty state; no notification list is produced. */
export default function NotificationsPage() {
  useTitle('Notifications');
  return (
    <div className="container-page py-8 md:py-12">
      <header className="mx-auto max-w-2xl">
        <h1 className="font-display text-[28px] font-bold md:text-[36px]">Notifications</h1>
        <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
        <p className="mt-2 text-ink-600">Updates on your pujas, offerings and donations, all in one place.</p>
      </header>
      <div className="mx-auto mt-8 max-w-2xl">
        <EmptyState
          icon={<BellOff className="h-12 w-12" aria-hidden />}
          title="No notifications yet"
          message="Updates will appear here when you book a puja, make a donation, or when temples go live."
          action={<ButtonLink to="/pujas">Book a Puja</ButtonLink>}
        />
      </div>
    </div>
  );
}
