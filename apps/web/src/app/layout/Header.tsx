import { lazy, Suspense, useRef, useState } from 'react';
import { Bell, Languages, Menu, UserRound } from 'lucide-react';
import { chooseLanguage } from '../../lib/auth/account-choices';
import { useT } from '../../lib/i18n/index';
import { Link, NavLink } from 'react-router';
import { useUnreadCount } from '../../features/notifications/api/unread-count';
import { useStoredUser } from '../../lib/auth/session';
import { CartLink } from './CartLink';
import { NAV_LINKS } from './nav-links';

const NavSheet = lazy(() => import('./NavSheet'));
/** Each language's name in its own script: the switch offers the other one. */
const LANGUAGE_NAME = { en: 'English', hi: 'हिन्दी' } as const;
/** 44 × 44 px on every phone: a thumb's target (issue 13). */
const iconButton = 'relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-900 hover:bg-cream-100';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-full px-2 py-2 text-[14px] font-semibold transition-colors 2xl:px-3 2xl:text-[15px] ${
    isActive ? 'bg-saffron-100 text-saffron-700' : 'text-ink-900 hover:bg-cream-100 hover:text-saffron-700'
  }`;

/** The first name shown beside the profile icon. */
const firstName = (fullName: string | undefined) => fullName?.trim().split(/\s+/)[0] || undefined;

export function Header() {
  const { t, language } = useT();
  const user = useStoredUser();
  const unread = useUnreadCount(!!user).data;
  const nextLang = language === 'hi' ? 'en' : 'hi';
  // The sheet's code is fetched on the first open, then kept mounted (closed) for the next.
  const [menu, setMenu] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    // One 64 px row on every width (issue 13), taller only for text the reader has enlarged: the sections are in the menu sheet.
    <header className="sticky top-0 z-40 border-b border-cream-200 bg-cream-50/95 backdrop-blur">
      <div className="container-page flex min-h-[63px] items-center gap-0.5 sm:gap-2 2xl:gap-3">
        <button
          ref={menuButton}
          type="button"
          className={`${iconButton} -ml-2 shrink-0`}
          aria-label={t('nav.menu')}
          aria-haspopup="dialog"
          aria-expanded={menu === 'open'}
          aria-controls={menu === 'open' ? 'nav-sheet' : undefined}
          onClick={() => setMenu('open')}
          data-testid="menu-button"
        >
          <Menu className="h-6 w-6" aria-hidden />
        </button>
        <Link to="/" className="flex shrink-0 items-center gap-1.5 sm:gap-2" aria-label={t('nav.homeLink')}>
          <img src="/art/logo.svg" alt="" width={36} height={36} className="h-8 w-8 sm:h-9 sm:w-9" />
          {/* Signed in, the narrowest phones (360 px) keep the logo alone: the bell and profile need the room. */}
          <span
            className={`font-display text-lg font-bold text-maroon-800 min-[380px]:text-xl sm:text-2xl ${user ? 'max-[379px]:sr-only' : ''}`}
          >
            Sankalp
          </span>
        </Link>
        {/* The logo is the way home on a desktop: the row keeps room for the rest. */}
        <nav aria-label={t('nav.main')} className="hidden items-center gap-0.5 xl:flex 2xl:ml-4">
          {NAV_LINKS.filter((l) => l.to !== '/').map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass}>
              {t(`nav.${l.key}` as const)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1.5">
          <button
            type="button"
            onClick={() => void chooseLanguage(nextLang)}
            className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-1.5 text-sm font-semibold text-maroon-800 hover:bg-cream-100 sm:px-2"
            aria-label={t('nav.language')}
            title={t('nav.language')}
            data-testid="language-switch"
          >
            <Languages className="hidden h-5 w-5 sm:block" aria-hidden />
            {/* A desktop's row is full with the sections: the icon (and its name read out) until 2xl. */}
            {/* "हिन्दी" on an English page from a face of its six glyphs (styles.css): the whole
                Devanagari face (50 KB) would otherwise be fetched on every page for one word. */}
            <span lang={nextLang} className={`xl:max-2xl:sr-only ${nextLang === 'hi' ? 'font-language-switch' : ''}`}>
              {LANGUAGE_NAME[nextLang]}
            </span>
          </button>
          <CartLink />
          {user ? (
            <>
              <Link
                to="/notifications"
                className={iconButton}
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
              {/* Phones get the icon: the words would push the page sideways. */}
              <UserRound className="h-5 w-5 sm:hidden" aria-hidden />
              <span className="hidden sm:inline">{t('nav.login')}</span>
            </Link>
          )}
        </div>
      </div>
      {menu !== 'unloaded' && (
        <Suspense fallback={null}>
          <NavSheet
            open={menu === 'open'}
            onOpenChange={(open) => setMenu(open ? 'open' : 'closed')}
            returnFocus={() => menuButton.current?.focus()}
          />
        </Suspense>
      )}
    </header>
  );
}
