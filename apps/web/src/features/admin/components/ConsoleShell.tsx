import {
  PackageCheck,
  BadgeIndianRupee,
  CalendarCheck,
  ClipboardCheck,
  Cog,
  Landmark,
  LayoutDashboard,
  Languages,
  LibraryBig,
  LifeBuoy,
  LogOut,
  Menu,
  ScrollText,
  Clock,
  House,
  UsersRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { chooseLanguage } from '../../../lib/auth/account-choices';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { useConsoleT } from '../i18n';
import { useConsole } from '../lib/console-context';
import { onlyPandit, SECTION_PATHS, type SectionKey } from '../lib/sections';

const ICONS: Record<SectionKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  bookings: CalendarCheck,
  fulfilment: PackageCheck,
  payments: BadgeIndianRupee,
  approvals: ClipboardCheck,
  catalog: LibraryBig,
  temple: Landmark,
  availability: Clock,
  support: LifeBuoy,
  audit: ScrollText,
  users: UsersRound,
  settings: Cog,
};

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useConsoleT();
  const { sections, roles } = useConsole();
  return (
    <ul className="space-y-1">
      {sections.map((key) => {
        const Icon = ICONS[key];
        const label = key === 'bookings' && onlyPandit(roles) ? t('sections.consultations') : t(`sections.${key}`);
        return (
          <li key={key}>
            <NavLink
              to={`/admin${SECTION_PATHS[key] ? `/${SECTION_PATHS[key]}` : ''}`}
              end={key === 'dashboard'}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-[10px] px-3 text-[15px] font-semibold transition-colors ${
                  isActive ? 'bg-saffron-600 text-white' : 'text-ink-900 hover:bg-cream-100 hover:text-saffron-700'
                }`
              }
            >
              <Icon className="h-5 w-5 shrink-0" aria-hidden />
              {label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function Who() {
  const { t } = useConsoleT();
  const { me, roles } = useConsole();
  return (
    <div className="min-w-0">
      <p className="truncate text-sm font-semibold text-ink-900">{me.user.fullName || me.user.email}</p>
      <p className="truncate text-xs text-ink-600">{roles.map((r) => t(`roles.${r}`)).join(' · ')}</p>
    </div>
  );
}

function Actions() {
  const { t, language } = useConsoleT();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    void navigate('/auth', { replace: true });
  };
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => void chooseLanguage(language === 'hi' ? 'en' : 'hi')}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
        aria-label={t('language')}
        title={t('language')}
      >
        <Languages className="h-5 w-5" aria-hidden />
      </button>
      <button
        type="button"
        onClick={() => void signOut()}
        className="inline-flex h-11 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-maroon-800 hover:bg-cream-100"
      >
        <LogOut className="h-5 w-5" aria-hidden />
        {t('signOut')}
      </button>
    </div>
  );
}

function Brand() {
  const { t } = useConsoleT();
  return (
    <Link to="/admin" className="flex items-center gap-2" aria-label={t('consoleTitle')}>
      <img src="/art/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="font-display text-lg font-bold text-maroon-800">
        Sankalp <span className="font-sans text-sm font-semibold text-saffron-700">{t('console')}</span>
      </span>
    </Link>
  );
}

/**
 * The console's frame: a sidebar from 1024 px (sections, who is signed in, sign out), a top bar
 * with a menu on a phone. Same tokens as the site (cream, saffron, maroon) so it reads as one product.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { t } = useConsoleT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="min-h-dvh bg-cream-50 lg:grid lg:grid-cols-[260px_1fr]">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {/* Phone and tablet: a bar with the menu. */}
      <header className="sticky top-0 z-40 border-b border-cream-200 bg-cream-50/95 backdrop-blur lg:hidden">
        <div className="flex h-14 items-center gap-2 px-3">
          <Brand />
          <button
            type="button"
            className="ml-auto inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-900 hover:bg-cream-100"
            aria-expanded={open}
            aria-controls="console-menu"
            aria-label={open ? t('closeMenu') : t('openMenu')}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          </button>
        </div>
        {open && (
          <nav
            id="console-menu"
            aria-label={t('menu')}
            className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-cream-200 bg-white px-3 pb-4 pt-3 shadow-raised"
          >
            <SectionLinks onNavigate={() => setOpen(false)} />
            <div className="mt-3 flex items-center justify-between gap-2 border-t border-cream-200 pt-3">
              <Who />
              <Actions />
            </div>
          </nav>
        )}
      </header>
      {/* Desktop: the sidebar. */}
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-cream-200 bg-white lg:flex">
        <div className="flex h-16 items-center border-b border-cream-200 px-5">
          <Brand />
        </div>
        <nav aria-label={t('menu')} className="flex-1 overflow-y-auto p-3">
          <SectionLinks />
        </nav>
        {/* Stacked rows, each on one line in the 260 px column (en and hi). */}
        <div className="space-y-1 border-t border-cream-200 p-3">
          <div className="px-2 pb-1">
            <Who />
          </div>
          <Link
            to="/"
            className="flex min-h-11 items-center gap-3 whitespace-nowrap rounded-[10px] px-3 text-sm font-semibold text-saffron-700 hover:bg-cream-100"
          >
            <House className="h-5 w-5 shrink-0" aria-hidden />
            {t('toSite')}
          </Link>
          <Actions />
        </div>
      </aside>
      <main id="console-main" className="min-w-0 px-4 py-5 md:px-8 md:py-8">
        <div className="mx-auto max-w-[1200px]">{children}</div>
      </main>
    </div>
  );
}
