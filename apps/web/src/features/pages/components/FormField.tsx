import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** Shared look of the contact form's inputs; red border only when the field has an error. */
export const inputClass = (invalid: boolean) =>
  `w-full scroll-mt-36 rounded-[10px] border bg-white px-4 py-3 md:scroll-mt-24 text-base text-ink-900 placeholder:text-ink-600/70 focus:border-saffron-500 ${
    invalid ? 'border-danger' : 'border-cream-200'
  }`;

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; 'aria-required'?: boolean };

/**
 * A labelled control with its hint and its error message, wired for screen readers: the error
 * is announced with the field (aria-describedby) and the field is marked invalid.
 */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  counter,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Shown at the end of the hint row, e.g. characters used. */
  counter?: ReactNode;
  children: ReactElement<ControlProps>;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = errorId ?? (hint ? hintId : undefined);
  return (
    <div>
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
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        ) : (
          hint && (
            <p id={hintId} className="mt-1 text-sm text-ink-600">
              {hint}
            </p>
          )
        )}
        {counter && <p className="mt-1 ml-auto shrink-0 text-xs text-ink-600 tabular-nums">{counter}</p>}
      </div>
    </div>
  );
}
