import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useT } from '../../lib/i18n/index';
import { SECTION_LINKS } from './nav-links';

const MORE = [
  ['/help', 'help'],
  ['/contact-us', 'contact'],
  ['/about-us', 'about'],
] as const;

/**
 * The menu sheet: every section of the site. Radix traps focus in it, Escape and the backdrop close
 * it, and focus goes back to the menu button. Loaded on first open (Header.tsx).
 */
export default function NavSheet({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button is not a Radix trigger (it is in the header, loaded before this): focus goes back to it. */
  returnFocus: () => void;
}) {
  const { t } = useT();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          id="nav-sheet"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col overflow-y-auto bg-cream-50 shadow-2xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-cream-200 px-4">
            <Dialog.Title className="font-display text-xl font-bold text-maroon-800">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-900 hover:bg-cream-100"
              aria-label={t('nav.closeMenu')}
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.sections')} className="px-2 py-2">
            <ul>
              {SECTION_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    end={l.to === '/'}
                    onClick={close}
                    className={({ isActive }) =>
                      `flex min-h-12 items-center rounded-[12px] px-3 text-base font-semibold ${
                        isActive ? 'bg-saffron-100 text-saffron-700' : 'text-ink-900 hover:bg-cream-100'
                      }`
                    }
                  >
                    {t(`nav.${l.key}` as const)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="mt-auto border-t border-cream-200 px-2 py-2">
            {MORE.map(([to, key]) => (
              <li key={to}>
                <Link to={to} onClick={close} className="flex min-h-11 items-center rounded-[12px] px-3 text-sm text-ink-600 hover:bg-cream-100">
                  {t(`footer.links.${key}` as const)}
                </Link>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
