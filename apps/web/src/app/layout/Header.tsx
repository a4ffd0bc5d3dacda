import { Bell, Languages, UserRound } from 'lucide-react';
import { useT } from '../../lib/i18n/index';
import { Link, NavLink } from 'react-router';
import { useUnreadCount } from '../../features/notifications/api/unread-count';
import { useStoredUser } from '../../lib/auth/session';
import { setLanguage } from '../../lib/i18n/index';
import { CartLink } from './CartLink';
import { NAV_LINKS } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-full px-2.5 py-2 text-[14px] font-semibold transition-colors 2xl:px-3 2xl:text-[15px] ${
    isActive ? 'bg-saffron-100 text-saffron-700' : 'text-ink-900 hover:bg-cream-100 hover:text-saffron-700'
  }`;

/** The first name shown beside the profile icon. */
const firstName = (fullName: string | undefined) => fullName?.trim().split(/\s+/)[0] || undefined;

export function Header() {
  const { t, language } = useT();
  const user = useStoredUser();
  const unread = useUnreadCount(!!user).data;
  const nextLang = language === 'hi' ? 'en' : 'hi';
  return (
    <header className="sticky top-0 z-40 border-b border-cream-200 bg-cream-50/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-3">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label="Sankalp home">
          <img src="/art/logo.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="font-display text-xl font-bold text-maroon-800 sm:text-2xl">Sankalp</span>
        </Link>
        <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 xl:flex 2xl:ml-4">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === '/'} className={linkClass}>
              {t(`nav.${l.key}` as const)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-1.5">
          <button
            type="button"
            onClick={() => void setLanguage(nextLang)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
            aria-label={t('nav.language')}
            title={t('nav.language')}
          >
            <Languages className="h-5 w-5" aria-hidden />
          </button>
          <CartLink />
          {user ? (
            <>
              <Link
                to="/notifications"
                className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-900 hover:bg-cream-100"
                aria-label={unread === undefined ? t('nav.notifications') : `${t('nav.notifications')} (${unread})`}
                data-testid="notification-bell"
              >
                <Bell className="h-5 w-5" aria-hidden />
                {!!unread && (
                  <span
                    data-testid="notification-count"
                    className="absolute right-1.5 top-1.5 min-w-4 rounded-full bg-maroon-800 px-1 text-center text-[10px] font-bold leading-4 text-white"
                    aria-hidden
                  >
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
              </Link>
              <Link
                to="/profile"
                className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-cream-200 bg-white px-3 text-sm font-semibold text-ink-900 hover:border-saffron-500"
                aria-label={`${t('nav.profile')}: ${firstName(user.fullName) ?? ''}`.replace(/: $/, '')}
              >
                <UserRound className="h-5 w-5 text-saffron-600" aria-hidden />
                <span className="hidden max-w-28 truncate sm:inline" aria-hidden>
                  {firstName(user.fullName) ?? t('nav.profile')}
                </span>
              </Link>
            </>
          ) : (
            <Link
              to="/auth"
              aria-label={t('nav.login')}
              className="inline-flex h-11 min-w-11 items-center justify-center rounded-full bg-saffron-600 px-3 text-sm font-semibold text-white shadow-sm hover:bg-saffron-700 sm:px-4"
            >
              {/* The narrowest phones (360 px) get the icon: the words would push the page sideways. */}
              <UserRound className="h-5 w-5 min-[380px]:hidden" aria-hidden />
              <span className="hidden min-[380px]:inline">{t('nav.login')}</span>
            </Link>
          )}
        </div>
      </div>
      <nav aria-label={t('nav.quickLinks')} className="border-t border-cream-200 xl:hidden">
        <ul className="container-page flex gap-1.5 overflow-x-auto py-2 [scrollbar-width:none]">
          {NAV_LINKS.map((l) => (
            <li key={l.to} className="shrink-0">
              <NavLink
                to={l.to}
                end={l.to === '/'}
                className={({ isActive }) =>
                  `inline-flex h-9 items-center rounded-full border px-3 text-sm font-semibold ${
                    isActive ? 'border-saffron-600 bg-saffron-600 text-white' : 'border-cream-200 bg-white text-ink-900'
                  }`
                }
              >
                {t(`nav.${l.key}` as const)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
