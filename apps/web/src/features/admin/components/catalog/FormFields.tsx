import type { CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import { createContext, useContext, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useController,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useConsoleT, type ConsoleKey } from '../../i18n';
import { useSchemaResolver } from '../../lib/mapped-resolver';
import { Labeled, Select, TextArea, TextInput } from '../Fields';
import { ImageField } from '../ImageField';
import {
  AddButton,
  ArrayRow,
  CheckboxField,
  DateTimeField,
  Group,
  ImageList,
  itemMessages,
  ListError,
  RemoveButton,
  RupeeInput,
  SaveBar,
  StringList,
  TempleSelect,
} from './FormBits';
import { useCatalogSave } from './use-catalog-save';

/**
 * Form-bound fields of the catalog forms: each takes a `name` (relative to its scope) and a label
 * key, and finds its form, id and error itself, so a form lists its fields and nothing else.
 */

/** Where fields are: the prefix of their ids ("p" → "p-title") and of their names ("sevas.3."). */
type Place = { id: string; name: string };
type Scope = Place & {
  /** Fields here are the Hindi of their English namesakes (labelled so, lang="hi"). */
  hindi?: boolean;
  /** Where this scope's Hindi is when not under its own `hi.` (a benefit row's is `hi.benefits.3.`). */
  hindiPlace?: Place;
};
export const ScopeContext = createContext<Scope>({ id: '', name: '' });

/** Where the Hindi of a scope's fields is: `hi.title` beside `title`, `packages.2.hi.points` beside `packages.2.points`. */
export const hindiPlaceOf = (scope: Scope): Place =>
  scope.hindiPlace ?? { id: `${scope.id}-hi`, name: `${scope.name}hi.` };

/** Fields inside get ids `${idPrefix}-…` (the form's own scope; CatalogForm sets it). */
export function FormScope({ idPrefix, children }: { idPrefix: string; children: ReactNode }) {
  return <ScopeContext.Provider value={{ id: idPrefix, name: '' }}>{children}</ScopeContext.Provider>;
}

/** The error at a dotted path (`sevas.3.price`) of formState.errors. */
export function errorAt(errors: unknown, path: string): (FieldError & { root?: FieldError }) | undefined {
  let node = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as (FieldError & { root?: FieldError }) | undefined;
}

/** A list's own message, or the one RHF keeps under `root`. */
const listMessage = (e: ReturnType<typeof errorAt>) => e?.message ?? e?.root?.message;

type Bound = {
  /** The field's name inside its scope: `title`, or `price` inside a row of `sevas`. */
  name: string;
  label: ConsoleKey;
  /** The id's last part when it is not the name (ids the tests and links already use). */
  id?: string;
  className?: string;
  hint?: ReactNode;
  /** A row's own message (e.g. "duplicate title") shown here when the field has none. */
  rowError?: boolean;
};

/** The form, full name, id and error of a field. */
function useBound({ name, id, rowError }: Pick<Bound, 'name' | 'id' | 'rowError'>) {
  const scope = useContext(ScopeContext);
  const form = useFormContext();
  const path = scope.name + name;
  const errors = form.formState.errors;
  const own = errorAt(errors, path);
  const row = rowError && scope.name ? errorAt(errors, scope.name.slice(0, -1)) : undefined;
  return {
    form,
    path,
    id: `${scope.id}-${id ?? name}`,
    error: own?.message ?? row?.message,
    invalid: Boolean(own),
    errors,
    hindi: Boolean(scope.hindi),
  };
}

/** The scope of a row, for fields a form builds itself (a colour picker). */
export function useFieldScope(name: string, id?: string) {
  return useBound({ name, id });
}

/** useForm with the shared schema as resolver (values mapped by `toBody`, messages translated). */
export function useCatalogForm<S extends FieldValues, Sch extends z.ZodType>(
  schema: Sch,
  toBody: (s: S) => z.input<Sch>,
  defaultValues: DefaultValues<S>,
) {
  return useForm<S, unknown, z.output<Sch>>({ resolver: useSchemaResolver(schema, toBody), defaultValues });
}

/** A catalog form: its fields, the server's field messages put back on them, and the save bar. */
export function CatalogForm<S extends FieldValues, O extends FieldValues>({
  form,
  entity,
  itemId,
  idPrefix,
  children,
}: {
  form: UseFormReturn<S, unknown, O>;
  entity: CatalogEntity;
  itemId: string | undefined;
  idPrefix: string;
  children: ReactNode;
}) {
  const { submit, pending } = useCatalogSave(entity, itemId, (p, m) => form.setError(p as never, { message: m }));
  return (
    <FormProvider {...form}>
      <FormScope idPrefix={idPrefix}>
        <form noValidate onSubmit={form.handleSubmit((v) => submit(v))} className="space-y-5">
          {children}
          <SaveBar pending={pending} />
        </form>
      </FormScope>
    </FormProvider>
  );
}

/** A field's label above it and its message (or hint) below. */
function Frame({
  f,
  label,
  ...rest
}: Pick<Bound, 'label' | 'hint' | 'className'> & { f: ReturnType<typeof useBound>; children: ReactNode }) {
  const { t } = useConsoleT();
  const text = f.hindi ? t('catalog.hindi.label', { label: t(label) }) : t(label);
  return <Labeled id={f.id} label={text} error={f.error} {...rest} />;
}

/** A Hindi input says so, for spelling, voices and fonts. */
const langOf = (f: { hindi: boolean }) => (f.hindi ? 'hi' : undefined);

type InputProps = Bound & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

/** A one-line input; `valueAsNumber` for numbers, other input attributes as they are. */
export function FormText({
  label,
  className,
  hint,
  valueAsNumber,
  name,
  id,
  rowError,
  ...input
}: InputProps & { valueAsNumber?: boolean }) {
  const f = useBound({ name, id, rowError });
  return (
    <Frame f={f} label={label} hint={hint} className={className}>
      <TextInput
        id={f.id}
        invalid={f.invalid}
        lang={langOf(f)}
        {...input}
        {...f.form.register(f.path, valueAsNumber ? { valueAsNumber } : undefined)}
      />
    </Frame>
  );
}

export function FormRupee({ label, className, hint, ...rest }: Bound) {
  const f = useBound(rest);
  return (
    <Frame f={f} label={label} hint={hint} className={className}>
      <RupeeInput id={f.id} invalid={f.invalid} {...f.form.register(f.path)} />
    </Frame>
  );
}

/** A long text; the whole width of its group unless `className` says otherwise. */
export function FormTextArea({ label, className = 'md:col-span-2', hint, rows, ...rest }: Bound & { rows?: number }) {
  const f = useBound(rest);
  return (
    <Frame f={f} label={label} hint={hint} className={className}>
      <TextArea id={f.id} rows={rows} invalid={f.invalid} lang={langOf(f)} {...f.form.register(f.path)} />
    </Frame>
  );
}

/** One of a fixed list ("—" for none yet), each value shown in words by `optionLabel`. */
export function FormSelect<V extends string>({
  label,
  className,
  hint,
  options,
  optionLabel,
  ...rest
}: Bound & { options: readonly V[]; optionLabel: (v: V) => string }) {
  const f = useBound(rest);
  return (
    <Frame f={f} label={label} hint={hint} className={className}>
      <Select id={f.id} invalid={f.invalid} {...f.form.register(f.path)}>
        <option value="">—</option>
        {options.map((v) => (
          <option key={v} value={v}>
            {optionLabel(v)}
          </option>
        ))}
      </Select>
    </Frame>
  );
}

/** The entry's temple (`templeId`); `optional` adds "none". */
export function FormTemple({ optional }: { optional?: boolean }) {
  const f = useBound({ name: 'templeId' });
  return <TempleSelect id={f.id} optional={optional} error={f.error} {...f.form.register(f.path)} />;
}

type Controlled = Omit<Bound, 'className' | 'hint'>;

/** A field whose widget is not a plain input: its value and onChange from the form, its label in words. */
function useControlled({ label, ...rest }: Controlled) {
  const { t } = useConsoleT();
  const f = useBound(rest);
  const { field } = useController({ control: f.form.control, name: f.path });
  return { f, field, label: t(label), list: errorAt(f.errors, f.path) };
}

/** An image (upload or path) across its group. */
export function FormImage(props: Controlled) {
  const { f, field, label } = useControlled(props);
  return (
    <div className="md:col-span-2">
      <ImageField
        id={f.id}
        label={label}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        error={f.error}
      />
    </div>
  );
}

export function FormDateTime(props: Controlled) {
  const { f, field, label } = useControlled(props);
  return (
    <DateTimeField id={f.id} label={label} value={field.value as string} onChange={field.onChange} error={f.error} />
  );
}

export function FormCheckbox({ hint, className, ...props }: Controlled & { hint?: string; className?: string }) {
  const { f, field, label } = useControlled(props);
  return (
    <CheckboxField
      id={f.id}
      className={className}
      label={label}
      hint={hint}
      checked={field.value as boolean}
      onChange={field.onChange}
    />
  );
}

type StringListProps = Controlled & { hint?: string; type?: 'text' | 'date' };

/**
 * A list of short texts (points, days off); its own message and each item's. With `hindi`, each
 * entry has its Hindi beside it (the scope's `hi.` list of the same name, entry by entry).
 */
export function FormStringList({ hindi, ...props }: StringListProps & { hindi?: boolean }) {
  return hindi ? <PairedStringList {...props} /> : <EnglishStringList {...props} />;
}

function EnglishStringList({ hint, type, ...props }: StringListProps) {
  const { f, field, label, list } = useControlled(props);
  return (
    <StringList
      id={f.id}
      type={type}
      label={label}
      hint={hint}
      values={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={listMessage(list)}
      itemErrors={itemMessages(list)}
    />
  );
}

function PairedStringList({ hint, type, ...props }: StringListProps) {
  const { t } = useConsoleT();
  const { f, field, label, list } = useControlled(props);
  const place = hindiPlaceOf(useContext(ScopeContext));
  const hiPath = place.name + props.name;
  const hi = useController({ control: f.form.control, name: hiPath });
  const hiList = errorAt(f.errors, hiPath);
  return (
    <StringList
      id={f.id}
      type={type}
      label={label}
      hint={hint}
      values={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={listMessage(list)}
      itemErrors={itemMessages(list)}
      hindi={{
        id: `${place.id}-${props.id ?? props.name}`,
        label: (i) => t('catalog.hindi.label', { label: `${label} ${i + 1}` }),
        values: (hi.field.value as string[] | undefined) ?? [],
        onChange: hi.field.onChange,
        error: listMessage(hiList),
        itemErrors: itemMessages(hiList),
      }}
    />
  );
}

/** Several images (a gallery), each uploaded or removed on its own. */
export function FormImageList(props: Controlled) {
  const { f, field, label, list } = useControlled(props);
  return (
    <ImageList
      id={f.id}
      label={label}
      values={field.value as string[]}
      onChange={field.onChange}
      error={listMessage(list)}
      itemErrors={itemMessages(list)}
    />
  );
}

/**
 * A group holding a list of rows (packages, sevas, sizes) with "+ Add" in its header and a remove
 * button per row. The fields of `row` are named inside the row (`price` → `sevas.3.price`) and get
 * ids `${idPrefix}-${i}-…`. Inline rows (a size) end with an icon button labelled `itemLabel n`.
 */
export function FormArray({
  name,
  idPrefix,
  title,
  newRow,
  cols = 2,
  itemLabel,
  empty,
  hindiList,
  row,
}: {
  name: string;
  idPrefix: string;
  /** The list of the rows' Hindi beside this one (`hi.benefits`): kept row by row, its fields under HindiFields. */
  hindiList?: string;
  title: ConsoleKey;
  newRow: () => Record<string, unknown>;
  cols?: Parameters<typeof ArrayRow>[0]['cols'];
  itemLabel?: ConsoleKey;
  /** Shown while the list is empty. */
  empty?: ReactNode;
  row: ReactNode;
}) {
  const { t } = useConsoleT();
  const scope = useContext(ScopeContext);
  const { control, formState, getValues, setValue } = useFormContext();
  const path = scope.name + name;
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const inline = cols === 'inline2' || cols === 'inline3';
  const hindiPath = hindiList && scope.name + hindiList;
  const removeRow = (i: number) => {
    remove(i);
    // The Hindi of the rows after it moves up with them.
    const hi: unknown = hindiPath && getValues(hindiPath);
    if (hindiPath && Array.isArray(hi))
      setValue(
        hindiPath,
        hi.filter((_, j) => j !== i),
      );
  };
  return (
    <Group title={t(title)} action={<AddButton onClick={() => append(newRow())} />}>
      <ListError error={errorAt(formState.errors, path)} />
      {fields.length === 0 && empty}
      {fields.map((f, i) => (
        <ArrayRow key={f.id} cols={cols}>
          <ScopeContext.Provider
            value={{
              id: `${idPrefix}-${i}`,
              name: `${path}.${i}.`,
              hindiPlace: hindiPath ? { id: `${idPrefix}-${i}-hi`, name: `${hindiPath}.${i}.` } : undefined,
            }}
          >
            {row}
          </ScopeContext.Provider>
          <RemoveButton
            inline={inline}
            onClick={() => removeRow(i)}
            label={inline ? `${t('catalog.remove')}: ${itemLabel ? t(itemLabel) : ''} ${i + 1}` : t('catalog.remove')}
          />
        </ArrayRow>
      ))}
    </Group>
  );
}
