import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useConsoleT } from '../i18n';
import { translateErrors } from './field-messages';

type T = Parameters<typeof translateErrors>[1];

/**
 * The shared schema as a form's resolver, for a form that holds typed text ('' for "not set"):
 * the values are mapped to the schema's input first, so the field paths of its messages stay the
 * form's own and the submitted values are the schema's output, ready for the API. With `t`, the
 * schema's English messages come out in the console's words (field-messages.ts).
 */
export function mappedResolver<S extends FieldValues, Sch extends z.ZodType>(
  schema: Sch,
  toBody: (s: S) => z.input<Sch>,
  t?: T,
): Resolver<S, unknown, z.output<Sch>> {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<Sch>>;
  return async (values, context, options) => {
    const result = await inner(toBody(values) as FieldValues, context, options as never);
    return (t ? { ...result, errors: translateErrors(result.errors, t) } : result) as never;
  };
}

/** mappedResolver in the console's current language. */
export function useSchemaResolver<S extends FieldValues, Sch extends z.ZodType>(
  schema: Sch,
  toBody: (s: S) => z.input<Sch>,
): Resolver<S, unknown, z.output<Sch>> {
  const { t } = useConsoleT();
  return useMemo(() => mappedResolver(schema, toBody, t), [schema, toBody, t]);
}
