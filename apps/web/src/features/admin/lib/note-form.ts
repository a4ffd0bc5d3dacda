import { z } from 'zod';

/** A required short note (payments review): trimmed, 1–500 characters. */
export const noteFormSchema = (required: string) =>
  z.object({ note: z.string().trim().min(1, required).max(500, 'At most 500 characters') });
export type NoteForm = z.infer<ReturnType<typeof noteFormSchema>>;
