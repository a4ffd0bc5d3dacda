import { AUTH_REDIRECT_MS, PASSWORD_CHANGE_REDIRECT_MS } from '@sankalp/shared/constants';
import { ArrowRight, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { toast } from '../../../lib/toast';
import { useTitle } from '../../../lib/use-title';
import { AuthAside } from '../components/AuthAside';
import { Banner } from '../components/Banner';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { OtherSignInOptions } from '../components/OtherSignInOptions';
import { SignInForm } from '../components/SignInForm';
import { SignUpForm } from '../components/SignUpForm';
import { displayName } from '../lib/display';
import { parseAuthMode, safeRedirect, type AuthMode } from '../lib/redirect';
import { accountT, useAccountT, type AccountKey } from '../i18n/index';

const HEADINGS = {
  signin: ['auth.headings.signin', 'auth.headings.signinSub'],
  signup1: ['auth.headings.signup1', 'auth.headings.signup1Sub'],
  signup2: ['auth.headings.signup2', 'auth.headings.signup2Sub'],
  forgot1: ['auth.headings.forgot1', 'auth.headings.forgot1Sub'],
  forgot2: ['auth.headings.forgot2', 'auth.headings.forgot2Sub'],
} as const satisfies Record<string, readonly [AccountKey, AccountKey]>;

/** /auth: sign in, sign up (2 steps) and forgot password (2 steps), spec part 1 § 2 and § 4. */
export default function AuthPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const mode = parseAuthMode(params.get('mode'));
  const [step, setStep] = useState<1 | 2>(1);
  const [success, setSuccess] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [identifier, setIdentifier] = useState('');
  const from = safeRedirect((location.state as { from?: unknown } | null)?.from);
  const { t } = useAccountT();
  useTitle(t(`auth.titles.${mode}`));

  const { dispatch } = auth;
  const clearMessages = useCallback(() => {
    setSuccess(null);
    setLocalError(null);
    dispatch({ type: 'CLEAR_ERROR' });
  }, [dispatch]);

  const switchMode = (next: AuthMode, prefill?: string) => {
    clearMessages();
    setStep(1);
    if (prefill !== undefined) setIdentifier(prefill);
    setParams(next === 'signin' ? {} : { mode: next }, { replace: true, state: location.state });
  };

  // A new mode or step: the heading takes focus so it is announced.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (mode === 'signin') headingRef.current?.focus();
  }, [mode]);

  // The error of a previous visit is not this visit's.
  useEffect(() => () => dispatch({ type: 'CLEAR_ERROR' }), [dispatch]);

  // Signed in (now or before): onward after 1 s.
  useEffect(() => {
    if (!auth.isAuthenticated) return;
    const t = setTimeout(() => void navigate(from, { replace: true }), AUTH_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [auth.isAuthenticated, from, navigate]);

  // After a password change: back to sign-in after 2 s, e-mail filled in.
  const [changedFor, setChangedFor] = useState<string | null>(null);
  useEffect(() => {
    if (changedFor === null) return;
    const t = setTimeout(() => {
      setChangedFor(null);
      setIdentifier(changedFor);
      setStep(1);
      setLocalError(null);
      setParams({}, { replace: true, state: location.state });
      toast.success(accountT('auth.readyTitle'), { description: accountT('auth.readyText') });
    }, PASSWORD_CHANGE_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [changedFor, setParams, location.state]);

  // The forgot-password flow reports through the page's banners.
  const feedback = useMemo(
    () => ({
      error: (m: string) => {
        setSuccess(null);
        setLocalError(m);
      },
      success: (m: string) => {
        setLocalError(null);
        setSuccess(m);
      },
      clear: () => {
        setLocalError(null);
        setSuccess(null);
      },
    }),
    [],
  );

  const error = auth.error ?? localError;
  const key = mode === 'signin' ? 'signin' : mode === 'signup' ? (`signup${step}` as const) : (`forgot${step}` as const);
  const [title, subtitle] = auth.isAuthenticated
    ? [t('auth.headings.namaste', { name: displayName(auth.user).split(' ')[0] ?? '' }), t('auth.headings.signedIn')]
    : HEADINGS[key].map((k) => t(k));

  return (
    <div className="relative bg-cream-50">
      <div className="container-page py-5 md:py-12">
        <div className="mx-auto grid max-w-[1000px] overflow-hidden rounded-[16px] bg-white shadow-raised md:min-h-[620px] md:grid-cols-[5fr_6fr]">
          <AuthAside />
          <section className="relative px-5 pb-8 pt-6 sm:px-10 md:px-12 md:py-12" aria-labelledby="auth-title">
            <Link
              to="/"
              className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 hover:text-ink-900 md:right-4 md:top-4"
              aria-label={t('auth.close')}
            >
              <X className="h-6 w-6" aria-hidden />
            </Link>
            <div className="mx-auto max-w-[420px]">
              <h1 id="auth-title" ref={headingRef} tabIndex={-1} className="pr-10 font-display text-[28px] font-bold leading-tight focus:outline-none md:text-[32px]">
                {title}
              </h1>
              <p className="mt-1.5 text-ink-600">{subtitle}</p>
              <div className="mt-2 h-0.5 w-14 bg-gold-400" aria-hidden />

              <div className="mt-6 space-y-3 empty:hidden" aria-live="polite">
                {success && <Banner tone="success">{success}</Banner>}
                {error && !auth.isAuthenticated && (
                  <Banner tone="error" onDismiss={clearMessages}>
                    {error}
                  </Banner>
                )}
              </div>

              <div className="mt-6">
                {auth.isAuthenticated ? (
                  <SignedInNotice to={from} />
                ) : mode === 'signin' ? (
                  <>
                    <SignInForm
                      key={identifier}
                      defaultIdentifier={identifier}
                      onForgot={(typed) => switchMode('forgot', typed.includes('@') ? typed : '')}
                      onSuccess={() => setSuccess(t('auth.loginSuccess'))}
                    />
                    <OtherSignInOptions />
                    <SwitchLine text={t('auth.newHere')} action={t('auth.createAccount')} onClick={() => switchMode('signup')} />
                  </>
                ) : mode === 'signup' ? (
                  <>
                    <SignUpForm
                      step={step}
                      onStep={(s) => {
                        setStep(s);
                        if (s === 2) setSuccess(null);
                      }}
                      onSuccess={() => setSuccess(t('auth.created'))}
                    />
                    <SwitchLine text={t('auth.haveAccount')} action={t('auth.signIn')} onClick={() => switchMode('signin')} />
                  </>
                ) : (
                  <ForgotPasswordForm
                    step={step}
                    onStep={setStep}
                    defaultEmail={identifier}
                    feedback={feedback}
                    onBackToLogin={() => switchMode('signin')}
                    onChanged={(email) => setChangedFor(email)}
                  />
                )}
              </div>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

function SwitchLine({ text, action, onClick }: { text: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1 text-[15px] text-ink-600">
      {text}
      <button type="button" onClick={onClick} className="inline-flex min-h-11 items-center px-1 font-semibold text-saffron-700 underline-offset-4 hover:underline">
        {action}
      </button>
    </p>
  );
}

function SignedInNotice({ to }: { to: string }) {
  const { t } = useAccountT();
  return (
    <div className="rounded-[12px] bg-cream-100 p-5 text-center" role="status">
      <p className="text-ink-900">{to === '/' ? t('auth.takingHome') : t('auth.takingBack')}</p>
      <Link to={to} replace className={buttonClass('primary', 'md', 'mt-4')}>
        {t('auth.continueNow')} <ArrowRight className="h-5 w-5" aria-hidden />
      </Link>
    </div>
  );
}
