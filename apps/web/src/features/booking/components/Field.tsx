import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** The look of the booking forms' text inputs; red border only when the field has an error. */
export const inputClass = (invalid: boolean, extra = '') =>
  `block w-full min-h-12 scroll-mt-40 rounded-[10px] border bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-600/70 focus:border-saffron-500 disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-ink-600 md:scroll-mt-28 ${
    invalid ? 'border-danger' : 'border-cream-200'
  } ${extra}`;

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; 'aria-required'?: boolean };

/**
 * A labelled control with its hint and its error, wired for screen readers: the control is
 * marked invalid and described by the error (or the hint).
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  counter,
  children,
  className = '',
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  counter?: ReactNode;
  children: ReactElement<ControlProps>;
  className?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span className="text-danger" aria-hidden>
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-ink-600"> (optional)</span>
        )}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {(error || hint || counter) && (
        <div className="mt-1 flex items-start justify-between gap-3">
          <div className="min-w-0">
            {error && (
              <p id={errorId} className="text-sm font-medium text-danger">
                {error}
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

/** A titled card section of a booking form. */
export function FormSection({
  title,
  description,
  icon,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} id={id} className="scroll-mt-28 rounded-[12px] bg-white p-5 shadow-raised md:p-6">
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
