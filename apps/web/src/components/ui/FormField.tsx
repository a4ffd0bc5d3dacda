import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { localizeMessage } from '../../lib/i18n/index';
import { rich } from '../../lib/i18n/rich';
import { useUiT } from './i18n';

/** The look of every form's text inputs; a red border only while the field has an error. */
export const inputClass = (invalid: boolean, extra = '') =>
  `block w-full min-h-12 scroll-mt-40 rounded-[10px] border bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-600/70 transition-colors focus:border-saffron-500 disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-ink-600 md:scroll-mt-28 ${
    invalid ? 'border-danger bg-red-50/40' : 'border-cream-200 hover:border-saffron-200'
  } ${extra}`;

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; 'aria-required'?: boolean };

type Props = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shown at the end of the message row, e.g. characters used. */
  counter?: ReactNode;
  /** Shown at the end of the label row, e.g. a Forgot password link. */
  labelAside?: ReactNode;
  /** Append "(optional)" to the label of a field that is not required. */
  markOptional?: boolean;
  children: ReactElement<ControlProps>;
  className?: string;
};

/**
 * A labelled control with its hint and its error, wired for screen readers: the control is
 * marked invalid and described by the error (or the hint).
 */
export function FormField({ id, label, required, hint, error, counter, labelAside, markOptional = true, children, className = '' }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  // Schema messages arrive in English (their identity); the reader sees them in their language.
  const { t, language } = useUiT();
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        {/* The markers sit outside <label>: the control's accessible name is the label alone
            (required-ness is announced through aria-required). */}
        <span className="text-sm font-semibold text-ink-900">
          <label htmlFor={id}>{label}</label>
          {required ? (
            <span className="text-danger" aria-hidden>
              {' '}
              *
            </span>
          ) : (
            markOptional && <span className="font-normal text-ink-600">{t('form.optional')}</span>
          )}
        </span>
        {labelAside}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {(error || hint || counter) && (
        <div className="mt-1.5 flex items-start justify-between gap-3">
          <div className="min-w-0">
            {error && (
              <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
                <svg viewBox="0 0 16 16" className="mt-0.5 h-4 w-4 shrink-0" aria-hidden fill="currentColor">
                  <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3.25a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0V5A.75.75 0 0 1 8 4.25Zm0 7.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
                </svg>
                <span>{localizeMessage(error, language)}</span>
              </p>
            )}
            {hint && (
              <p id={hintId} className={`text-sm text-ink-600 ${error ? 'sr-only' : ''}`}>
                {hint}
              </p>
            )}
          </div>
          {counter && <p className="ml-auto shrink-0 text-xs tabular-nums text-ink-600">{counter}</p>}
        </div>
      )}
    </div>
  );
}

/** 'Fields marked * are required.' above a form, then what the form's answers are for (`children`). */
export function RequiredFieldsNote({ className = '', children }: { className?: string; children?: ReactNode }) {
  const { t } = useUiT();
  const star = (
    <>
      <span className="text-danger" aria-hidden>
        *
      </span>
      <span className="sr-only">{t('form.requiredStar')}</span>
    </>
  );
  return (
    <p className={`text-sm text-ink-600 ${className}`}>
      {rich(t('form.required'), { star })}
      {children && <> {children}</>}
    </p>
  );
}

/** A titled card section of a form (booking, checkout, donor details): icon, title, a line on what it is for. */
export function FormSection({
  title,
  description,
  icon,
  children,
  id,
  ref,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** The section's id; its heading is `${id}-title`. */
  id?: string;
  ref?: Ref<HTMLElement>;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section ref={ref} aria-labelledby={headingId} id={id} className="scroll-mt-28 rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <div className="flex items-start gap-3">
        {icon && (
          <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-700 [&>svg]:h-5 [&>svg]:w-5" aria-hidden>
            {icon}
          </span>
        )}
        <div>
          <h2 id={headingId} className="font-display text-[20px] font-bold leading-tight md:text-[22px]">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-ink-600">{description}</p>}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
