import { Plus, Trash2 } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { Button } from '../../../../components/ui/Button';
import { useConsoleT } from '../../i18n';
import { fromIstInput, toIstInput } from '../../lib/catalog-form';
import { useTempleOptions } from '../../api/catalog';
import { Labeled, Select, TextInput } from '../Fields';
import { ImageField } from '../ImageField';

/** A titled group of a catalog form. */
export function Group({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <fieldset className="rounded-[12px] bg-white p-4 shadow-raised md:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <legend className="text-lg font-semibold text-maroon-800">{title}</legend>
        {action}
      </div>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** An IST date and time, kept in the form as the ISO instant the shared schema wants. */
export function DateTimeField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Labeled id={id} label={`${label} (IST)`} error={error}>
      <TextInput
        id={id}
        type="datetime-local"
        value={toIstInput(value)}
        onChange={(e) => onChange(fromIstInput(e.target.value))}
        invalid={Boolean(error)}
      />
    </Labeled>
  );
}

/** A list of strings edited in place: its own message and each item's. */
type ListProps = {
  id: string;
  label: string;
  values: string[];
  onChange: (v: string[]) => void;
  error?: string;
  itemErrors?: (string | undefined)[];
};

/** The Hindi beside each entry of a StringList, entry by entry (`label(i)` names the i-th input). */
type HindiOfList = Omit<ListProps, 'label'> & { label: (i: number) => string };

/** One entry's input and its message. */
function ListEntry({
  id,
  error,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  id: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="flex-1">
      <TextInput id={id} invalid={Boolean(error)} onChange={(e) => onChange(e.target.value)} {...input} />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A list of short texts (points, image paths), one input each; with `hindi`, its Hindi beside each. */
export function StringList({
  type = 'text',
  hint,
  hindi,
  ...list
}: ListProps & {
  type?: 'text' | 'date';
  hint?: string;
  hindi?: HindiOfList;
}) {
  const { id, label, values, onChange, error, itemErrors } = list;
  const { t } = useConsoleT();
  const remove = (i: number) => {
    onChange(values.filter((_, j) => j !== i));
    // The Hindi of the entries after it moves up with them.
    if (hindi) hindi.onChange(hindi.values.filter((_, j) => j !== i));
  };
  return (
    <div className="md:col-span-2">
      <p className="mb-1 text-sm font-semibold text-ink-900">{label}</p>
      {hint && <p className="mb-2 text-sm text-ink-600">{hint}</p>}
      <ul className="space-y-2">
        {values.map((v, i) => (
          <li key={i} className="flex items-start gap-2">
            <div className={hindi ? 'grid flex-1 gap-2 md:grid-cols-2' : 'flex flex-1'}>
              <ListEntry
                id={`${id}-${i}`}
                type={type}
                aria-label={`${label} ${i + 1}`}
                value={v}
                error={itemErrors?.[i]}
                onChange={(next) => onChange(values.map((x, j) => (j === i ? next : x)))}
              />
              {hindi && (
                <ListEntry
                  id={`${hindi.id}-${i}`}
                  lang="hi"
                  aria-label={hindi.label(i)}
                  value={hindi.values[i] ?? ''}
                  error={hindi.itemErrors?.[i]}
                  // Padded to the English list, so every entry keeps its place.
                  onChange={(next) => hindi.onChange(values.map((_, j) => (j === i ? next : (hindi.values[j] ?? ''))))}
                />
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11"
              aria-label={`${t('catalog.remove')} ${i + 1}`}
              onClick={() => remove(i)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="mt-2 min-h-11" onClick={() => onChange([...values, ''])}>
        <Plus className="h-4 w-4" aria-hidden /> {t('catalog.add')}
      </Button>
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
      {hindi?.error && <p className="mt-1 text-sm text-danger">{hindi.error}</p>}
    </div>
  );
}

/** "+ Add" in a group's header, for its list of rows. */
export function AddButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useConsoleT();
  return (
    <Button variant="ghost" size="sm" className="min-h-11" onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden /> {label ?? t('catalog.add')}
    </Button>
  );
}

/**
 * A row's remove button: under the row, or (`inline`, short rows) an icon at the end of its line
 * with its label for screen readers.
 */
export function RemoveButton({
  onClick,
  label,
  inline = false,
}: {
  onClick: () => void;
  label: string;
  inline?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={
        inline ? 'min-h-11 justify-self-end md:self-start md:mt-6' : 'min-h-11 md:col-span-2 md:justify-self-end'
      }
      onClick={onClick}
      aria-label={label}
      title={inline ? label : undefined}
    >
      <Trash2 className="h-4 w-4" aria-hidden />
      {inline ? <span className="md:sr-only">{label}</span> : <> {label}</>}
    </Button>
  );
}

const ROW_COLS = {
  1: '',
  2: 'md:grid-cols-2',
  /** Short rows (a size, a colour): their fields and an icon remove button on one line. */
  inline2: 'md:grid-cols-[1fr_1fr_auto]',
  inline3: 'md:grid-cols-[1fr_1fr_1fr_auto]',
} as const;

/** One row of a field array (a package, an offering, a seva), boxed inside its group. */
export function ArrayRow({ children, cols = 2 }: { children: ReactNode; cols?: keyof typeof ROW_COLS }) {
  return (
    <div className={`grid gap-4 rounded-[10px] border border-cream-200 p-3 md:col-span-2 ${ROW_COLS[cols]}`}>
      {children}
    </div>
  );
}

/** A list's own message ("Add at least one offering"), from the schema or the server. */
export function ListError({ error }: { error?: { message?: string; root?: { message?: string } } }) {
  const message = error?.message ?? error?.root?.message;
  return message ? (
    <p role="alert" className="text-sm font-medium text-danger md:col-span-2">
      {message}
    </p>
  ) : null;
}

/** An amount in rupees as typed (paise as two decimals), with the ₹ sign before it. */
export function RupeeInput({ invalid, ...rest }: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  return (
    <div className="relative">
      <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-600">
        ₹
      </span>
      <TextInput inputMode="decimal" autoComplete="off" className="pl-7" invalid={invalid} {...rest} />
    </div>
  );
}

/** A yes/no of a form, a 44 px row with its hint. */
export function CheckboxField({
  id,
  label,
  hint,
  checked,
  onChange,
  className = '',
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink-900"
      >
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 accent-saffron-600"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Several images (a gallery, donor avatars): one uploader each, added and removed one by one. */
export function ImageList({ id, label, values, onChange, error, itemErrors }: ListProps) {
  const { t } = useConsoleT();
  return (
    <div className="md:col-span-2">
      <p className="mb-1 text-sm font-semibold text-ink-900">{label}</p>
      <ul className="space-y-3">
        {values.map((v, i) => (
          <li key={i} className="rounded-[10px] border border-cream-200 p-3">
            <ImageField
              id={`${id}-${i}`}
              label={`${t('catalog.image')} ${i + 1}`}
              value={v}
              onChange={(next) => onChange(values.map((x, j) => (j === i ? next : x)))}
              onRemove={() => onChange(values.filter((_, j) => j !== i))}
              error={itemErrors?.[i]}
            />
          </li>
        ))}
      </ul>
      <AddButton onClick={() => onChange([...values, ''])} label={t('catalog.addImage')} />
      {error && <p className="mt-1 text-sm font-medium text-danger">{error}</p>}
    </div>
  );
}

/** The messages of a list's items (`errors.images[i].message`), for StringList and ImageList. */
export const itemMessages = (e: unknown): (string | undefined)[] | undefined =>
  Array.isArray(e) ? e.map((x: { message?: string } | undefined) => x?.message) : undefined;

/** The form's sticky save bar. */
export function SaveBar({ pending }: { pending: boolean }) {
  const { t } = useConsoleT();
  return (
    <div className="sticky bottom-0 z-10 flex justify-end border-t border-cream-200 bg-cream-50/95 py-3 backdrop-blur">
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? t('common.saving') : t('common.save')}
      </Button>
    </div>
  );
}

/** The temples an entry can belong to (drafts too); `optional` adds "none". */
export function TempleSelect({
  id,
  error,
  optional = false,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { id: string; error?: string; optional?: boolean }) {
  const { t } = useConsoleT();
  const temples = useTempleOptions();
  // The select mounts (and takes the form's value) once its options exist; before, a stand-in.
  return (
    <Labeled id={id} label={t('common.temple')} error={error}>
      {temples.isPending ? (
        <Select id={id} disabled aria-busy>
          <option>{t('common.loading')}</option>
        </Select>
      ) : (
        <Select id={id} invalid={Boolean(error)} {...rest}>
          <option value="">{optional ? t('catalog.f.noTemple') : '—'}</option>
          {(temples.data ?? []).map((tp) => (
            <option key={tp.id} value={tp.id}>
              {tp.title}
            </option>
          ))}
        </Select>
      )}
    </Labeled>
  );
}
