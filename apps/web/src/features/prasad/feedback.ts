import { prasadFeedbackSchema } from '@sankalp/shared/schemas/prasad';
import type { Feedback } from './types';

export type FeedbackErrors = Partial<Record<keyof Feedback, string>>;

/** Rating 1-5 required; comment 10 to 500 characters: the server's own schema and messages (spec part 3 § 5). */
export function validateFeedback(value: Feedback): FeedbackErrors {
  const r = prasadFeedbackSchema.safeParse(value);
  if (r.success) return {};
  const errors: FeedbackErrors = {};
  for (const issue of r.error.issues) {
    const field = issue.path[0] as keyof Feedback;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const EMPTY_FEEDBACK: Feedback = { rating: '', comment: '' };
