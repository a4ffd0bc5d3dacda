import { useId, type ReactNode } from 'react';
import { useAccountT } from '../i18n/index';

/** A setting with an on/off switch (role="switch"): the whole row is the 44 px target. */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
  icon,
}: {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  icon?: ReactNode;
}) {
  const id = useId();
  const { t } = useAccountT();
  return (
    <div className="flex items-center gap-4 py-4">
      {icon && <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-600">{icon}</span>}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer font-semibold text-ink-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-d`} className="mt-0.5 text-sm text-ink-600">
            {description}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-d` : undefined}
        onClick={() => onChange(!checked)}
        className="group inline-flex h-11 w-16 shrink-0 cursor-pointer items-center justify-center rounded-full"
      >
        <span
          aria-hidden
          className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${checked ? 'bg-saffron-600' : 'bg-ink-600/75'}`}
        >
          <span className={`absolute h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`} />
        </span>
        <span className="sr-only">{checked ? t('settings.on') : t('settings.off')}</span>
      </button>
    </div>
  );
}

/** A setting chosen from a few options (a native select: right on phones, keyboard friendly). */
export function SelectRow<T extends string>({
  label,
  description,
  value,
  options,
  onChange,
  icon,
}: {
  label: string;
  description?: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
  icon?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      {icon && <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-600">{icon}</span>}
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={id} className="block font-semibold text-ink-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-d`} className="mt-0.5 text-sm text-ink-600">
            {description}
          </p>
        )}
      </div>
      <select
        id={id}
        value={value}
        aria-describedby={description ? `${id}-d` : undefined}
        onChange={(e) => onChange(e.target.value as T)}
        className="min-h-11 w-full rounded-[10px] border border-cream-200 bg-white px-3 text-base text-ink-900 hover:border-saffron-200 focus:border-saffron-500 sm:w-64"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
