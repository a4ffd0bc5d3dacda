import type { z } from 'zod';

/** Messages of a failed parse keyed by dotted path (test helper, not exported from the package). */
export function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message on one path, or undefined. */
export function firstMessage(schema: z.ZodType, input: unknown, path: string): string | undefined {
  return messages(schema, input)[path]?.[0];
}
