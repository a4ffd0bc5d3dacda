import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** Compact console controls (44 px targets), labelled above. */
const control =
  'block w-full min-h-11 rounded-[10px] border border-cream-200 bg-white px-3 py-2 text-[15px] text-ink-900 hover:border-saffron-200 focus:border-saffron-500 aria-[invalid=true]:border-danger';

export function Labeled({
  id,
  label,
  error,
  hint,
  children,
  className = '',
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        hint && <p className="mt-1 text-sm text-ink-600">{hint}</p>
      )}
    </div>
  );
}

type Invalid = { invalid?: boolean };
const aria = (id: string | undefined, invalid?: boolean) => ({
  'aria-invalid': invalid || undefined,
  'aria-describedby': invalid && id ? `${id}-error` : undefined,
});

export function TextInput({ invalid, className = '', ...rest }: InputHTMLAttributes<HTMLInputElement> & Invalid) {
  return <input className={`${control} ${className}`} {...aria(rest.id, invalid)} {...rest} />;
}

export function Select({
  invalid,
  className = '',
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & Invalid) {
  return (
    <select className={`${control} ${className}`} {...aria(rest.id, invalid)} {...rest}>
      {children}
    </select>
  );
}

export function TextArea({ invalid, className = '', ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & Invalid) {
  return <textarea className={`${control} min-h-24 ${className}`} {...aria(rest.id, invalid)} {...rest} />;
}
