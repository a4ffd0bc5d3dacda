import * as RTabs from '@radix-ui/react-tabs';
import {
  Gift,
  CalendarCheck,
  Flame,
  HandHeart,
  LogOut,
  ScrollText,
  ShoppingBag,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import type { AuthUser } from '../../../lib/auth/reducer';
import { displayName, initials } from '../lib/display';
import type { ProfileTab } from '../lib/history';
import { useAccountT } from '../i18n/index';

export const TAB_ICONS: Record<ProfileTab, LucideIcon> = {
  profile: UserRound,
  orders: CalendarCheck,
  chadhava: Flame,
  donations: HandHeart,
  productOrders: ShoppingBag,
  panditBookings: Sparkles,
  prasadOrders: Gift,
  kundlis: ScrollText,
};

export type NavTab = { value: ProfileTab; label: string; count?: number };

function Avatar({ name, size = 'lg' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-maroon-800 font-display font-bold text-white ring-2 ring-gold-400 ring-offset-2 ring-offset-white ${
        size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-12 w-12 text-lg'
      }`}
    >
      {initials(name)}
    </span>
  );
}

function CountBadge({ count, active }: { count?: number; active?: boolean }) {
  if (count === undefined) return null;
  return (
    <span
      className={`ml-auto inline-flex min-w-7 items-center justify-center rounded-full px-2 text-xs font-bold tabular-nums leading-6 ${
        active ? 'bg-white/20 text-white' : 'bg-cream-100 text-ink-900'
      }`}
    >
      <span className="sr-only">(</span>
      {count}
      <span className="sr-only">)</span>
    </span>
  );
}

/** Desktop: a sidebar with the devotee's name and e-mail, the tabs with counts, and Logout. */
export function AccountSidebar({
  user,
  tabs,
  active,
  onLogout,
  leaving,
}: {
  user: AuthUser;
  tabs: NavTab[];
  active: ProfileTab;
  onLogout: () => void;
  leaving: boolean;
}) {
  const { t: tr } = useAccountT();
  const name = displayName(user);
  return (
    <aside className="sticky top-24 rounded-[12px] border border-cream-200 bg-white p-5 shadow-raised">
      <div className="flex flex-col items-center border-b border-cream-200 pb-5 text-center">
        <Avatar name={name} />
        <p className="mt-3 break-words text-lg font-semibold text-maroon-800">{name}</p>
        {user.email && <p className="break-all text-sm text-ink-600">{user.email}</p>}
      </div>
      <RTabs.List aria-label={tr('profile.sections')} className="mt-4 flex flex-col gap-1">
        {tabs.map((t) => {
          const Icon = TAB_ICONS[t.value];
          return (
            <RTabs.Trigger
              key={t.value}
              value={t.value}
              className="group relative flex min-h-11 w-full items-center gap-3 rounded-[10px] px-3 text-left text-[15px] font-semibold text-ink-900 transition-colors hover:bg-cream-100 data-[state=active]:bg-saffron-600 data-[state=active]:text-white"
            >
              <Icon className="h-5 w-5 shrink-0 text-saffron-600 group-data-[state=active]:text-white" aria-hidden />
              {t.label}
              <CountBadge count={t.count} active={t.value === active} />
            </RTabs.Trigger>
          );
        })}
      </RTabs.List>
      <div className="mt-4 border-t border-cream-200 pt-4">
        <Button
          variant="ghost"
          className="w-full justify-start text-ink-900"
          onClick={onLogout}
          disabled={leaving}
          aria-busy={leaving}
        >
          <LogOut className="h-5 w-5 text-saffron-600" aria-hidden /> {leaving ? tr('profile.loggingOut') : tr('profile.logout')}
        </Button>
      </div>
    </aside>
  );
}

/** Mobile: a compact card with name, e-mail and Logout, then a scrolling strip of tabs with counts. */
export function AccountTabStrip({
  user,
  tabs,
  onLogout,
  leaving,
}: {
  user: AuthUser;
  tabs: NavTab[];
  onLogout: () => void;
  leaving: boolean;
}) {
  const { t: tr } = useAccountT();
  const name = displayName(user);
  return (
    <div>
      <div className="flex items-center gap-3 rounded-[12px] border border-cream-200 bg-white p-4 shadow-raised">
        <Avatar name={name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-maroon-800">{name}</p>
          {user.email && <p className="truncate text-sm text-ink-600">{user.email}</p>}
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 shrink-0"
          onClick={onLogout}
          disabled={leaving}
          aria-busy={leaving}
        >
          <LogOut className="h-4 w-4" aria-hidden /> {leaving ? tr('profile.loggingOut') : tr('profile.logout')}
        </Button>
      </div>
      <RTabs.List
        aria-label={tr('profile.sections')}
        className="relative -mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
      >
        {tabs.map((t) => {
          const Icon = TAB_ICONS[t.value];
          return (
            <RTabs.Trigger
              key={t.value}
              value={t.value}
              className="group relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-cream-200 bg-white px-4 text-sm font-semibold text-ink-900 data-[state=active]:border-saffron-600 data-[state=active]:bg-saffron-600 data-[state=active]:text-white"
            >
              <Icon className="h-4 w-4 text-saffron-600 group-data-[state=active]:text-white" aria-hidden />
              {t.label}
              {t.count !== undefined && (
                <span className="rounded-full bg-cream-100 px-1.5 text-xs font-bold tabular-nums leading-5 text-ink-900 group-data-[state=active]:bg-white/20 group-data-[state=active]:text-white">
                  <span className="sr-only">(</span>
                  {t.count}
                  <span className="sr-only">)</span>
                </span>
              )}
            </RTabs.Trigger>
          );
        })}
      </RTabs.List>
    </div>
  );
}
