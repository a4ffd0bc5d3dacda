import type { ReactNode } from 'react';
import { AlertTriangle, SearchX } from 'lucide-react';
import { isNotFound } from '../../lib/api';
import { useNotFoundStatus } from '../../lib/ssr/render-status';
import { Button, ButtonLink } from './Button';
import { useT } from '../../lib/i18n/index';

/** A state's title: the page's h1 when the state is the whole page, else an h2 in a section. */
type HeadingLevel = 1 | 2;
const StateTitle = ({ level, children }: { level: HeadingLevel; children: ReactNode }) => {
  const H = level === 1 ? 'h1' : 'h2';
  return <H className="text-lg font-semibold text-maroon-800">{children}</H>;
};

/** Empty state: icon, one sentence, one action (DESIGN.md). */
export function EmptyState({
  title,
  message,
  action,
  icon,
  level = 2,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
  icon?: ReactNode;
  level?: HeadingLevel;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-[12px] border border-dashed border-cream-200 bg-white/60 px-6 py-10 text-center">
      <div className="mb-3 text-saffron-600">{icon ?? <img src="/art/empty-state.svg" alt="" className="h-20 w-20" />}</div>
      <StateTitle level={level}>{title}</StateTitle>
      {message && <p className="mt-1 text-ink-600">{message}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

type ErrorStateProps = { title?: string; message: string; onRetry?: () => void; action?: ReactNode; level?: HeadingLevel };

/** A failed load, with the spec's message and a retry. */
export function ErrorState({ title, message, onRetry, action, level = 2 }: ErrorStateProps) {
  const { t } = useT();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center rounded-[12px] border border-danger/25 bg-white px-6 py-10 text-center">
      <AlertTriangle className="mb-3 h-10 w-10 text-danger" aria-hidden />
      <StateTitle level={level}>{title ?? t('routeError.title')}</StateTitle>
      <p className="mt-1 text-ink-600">{message}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
        {action}
      </div>
    </div>
  );
}

/** A failed load that takes the whole page. */
export function ErrorPage(props: ErrorStateProps) {
  return (
    <div className="container-page py-16">
      <ErrorState level={1} {...props} />
    </div>
  );
}

/** A thing that does not exist (unknown id or name). */
export function NotFoundState({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  useNotFoundStatus();
  return (
    <div className="container-page py-16">
      <EmptyState level={1} title={title} message={message} action={action} icon={<SearchX className="h-12 w-12" aria-hidden />} />
    </div>
  );
}

type Words = { title: string; message: string };

/**
 * The page's record could not be loaded: not found (a 404: the link is dead) or failed (anything
 * else: Try Again); both lead back to the list.
 */
export function PageLoadFailure({
  error,
  notFound,
  failed,
  onRetry,
  back,
}: {
  error: unknown;
  notFound: Words;
  failed: Words;
  onRetry: () => void;
  back: { to: string; label: string };
}) {
  return isNotFound(error) ? (
    <NotFoundState {...notFound} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>} />
  ) : (
    <ErrorPage
      {...failed}
      onRetry={onRetry}
      action={
        <ButtonLink to={back.to} variant="outline">
          {back.label}
        </ButtonLink>
      }
    />
  );
}

const MESSAGE_TONES = {
  neutral: 'bg-saffron-50 text-saffron-700',
  success: 'bg-green-50 text-success',
  warning: 'bg-amber-50 text-warning',
  danger: 'bg-danger/10 text-danger',
} as const;

/**
 * A calm card in place of the page: not found, closed, a load failure, a payment still being
 * confirmed or reviewed, already paid. A danger card is an alert (a warning sign unless `icon`
 * says otherwise), the others a status (a search sign by default).
 */
export function MessageCard({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: keyof typeof MESSAGE_TONES;
}) {
  return (
    <div className="container-page py-12 md:py-16">
      <div
        role={tone === 'danger' ? 'alert' : 'status'}
        className="mx-auto max-w-lg rounded-[12px] bg-white p-6 text-center shadow-raised md:p-8"
      >
        <div className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full [&>svg]:h-7 [&>svg]:w-7 ${MESSAGE_TONES[tone]}`}>
          {icon ?? (tone === 'danger' ? <AlertTriangle aria-hidden /> : <SearchX aria-hidden />)}
        </div>
        <h1 className="mt-4 font-display text-2xl font-bold">{title}</h1>
        {children && <div className="mt-2 text-ink-600">{children}</div>}
        {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </div>
  );
}
