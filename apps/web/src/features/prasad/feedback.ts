import { FEEDBACK_COMMENT_MAX, FEEDBACK_COMMENT_MIN, RATING_MAX, RATING_MIN } from '@sankalp/shared/constants';
import type { Feedback } from './types';

export type FeedbackErrors = Partial<Record<keyof Feedback, string>>;

/** Rating 1-5 required; comment 10 to 500 characters (spec part 3 § 5). */
export function validateFeedback({ rating, comment }: Feedback): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const r = Number(rating);
  if (rating === '' || !Number.isInteger(r) || r < RATING_MIN || r > RATING_MAX)
    errors.rating = 'Please select a rating';
  const length = comment.trim().length;
  if (length < FEEDBACK_COMMENT_MIN) errors.comment = `Comment must be at least ${FEEDBACK_COMMENT_MIN} characters`;
  else if (length > FEEDBACK_COMMENT_MAX) errors.comment = `Comment must not exceed ${FEEDBACK_COMMENT_MAX} characters`;
  return errors;
}

export const EMPTY_FEEDBACK: Feedback = { rating: '', comment: '' };
