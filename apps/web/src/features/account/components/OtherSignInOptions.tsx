import { ChevronDown, Info } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useAccountT } from '../i18n/index';

type Provider = 'Google' | 'Facebook';

/**
 * The collapsible 'other sign-in options' of the sign-in screen. Google and Facebook sign-in are
 * not available yet: pressing either says so right there instead of doing nothing.
 */
export function OtherSignInOptions() {
  const id = useId();
  const { t } = useAccountT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<Provider | null>(null);
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3" aria-hidden>
        <span className="h-px flex-1 bg-cream-200" />
        <span className="text-xs font-semibold uppercase tracking-widest text-ink-600">{t('signin.or')}</span>
        <span className="h-px flex-1 bg-cream-200" />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="mx-auto mt-3 flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-ink-900 hover:bg-cream-100"
      >
        {t('signin.otherOptions')}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <div id={id} hidden={!open} className="mt-3 space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <ProviderButton name="Google" onClick={() => setAsked('Google')}>
            <GoogleMark />
          </ProviderButton>
          <ProviderButton name="Facebook" onClick={() => setAsked('Facebook')}>
            <FacebookMark />
          </ProviderButton>
        </div>
        <p role="status" className={asked ? 'flex items-start gap-2 rounded-[10px] bg-cream-100 px-4 py-3 text-sm text-ink-900' : 'sr-only'}>
          {asked && (
            <>
              <Info className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
              <span>
                {t('signin.providerUnavailable', { provider: asked })}
              </span>
            </>
          )}
        </p>
      </div>
    </div>
  );
}

function ProviderButton({ name, onClick, children }: { name: Provider; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-cream-200 bg-white px-4 text-[15px] font-semibold text-ink-900 hover:border-saffron-200 hover:bg-cream-50"
    >
      {children}
      {name}
    </button>
  );
}

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
    <path fill="#4285F4" d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z" />
    <path fill="#34A853" d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23Z" />
    <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8Z" />
    <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
  </svg>
);

const FacebookMark = () => (
  <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
    <circle cx="12" cy="12" r="11" fill="#1877F2" />
    <path fill="#fff" d="M13.4 19v-6h2l.3-2.4h-2.3V9.1c0-.7.2-1.2 1.2-1.2h1.2V5.8a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8h-2V13h2v6h2.4Z" />
  </svg>
);
