import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** A checkbox with its label as one 44 px target. */
export function Checkbox({ label, ref, className = '', ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className={`inline-flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-ink-900 ${className}`}>
      <input ref={ref} type="checkbox" className="h-5 w-5 shrink-0 cursor-pointer rounded accent-saffron-600" {...rest} />
      <span>{label}</span>
    </label>
  );
}
