import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_COMMENT_MAX, RATING_MAX } from '@sankalp/shared/constants';
import { Button } from '../../../components/ui/Button';
import { EMPTY_FEEDBACK, validateFeedback } from '../feedback';
import { localizeMessage } from '../../../lib/i18n/index';
import { usePrasadT } from '../i18n';
import type { Feedback } from '../types';

/**
 * Rating (1-5, required) and comment (10-500). Errors show after the first submit attempt and
 * then follow every edit; a valid submit hands the feedback over and resets the form.
 */
export function FeedbackForm({
  onSubmit,
  onCancel,
  busy,
}: {
  onSubmit: (f: Feedback) => Promise<boolean>;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t, language } = usePrasadT();
  const RATING_WORDS = t('feedback.words').split('|');
  const [value, setValue] = useState<Feedback>(EMPTY_FEEDBACK);
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateFeedback(value) : {};
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (busy || Object.keys(validateFeedback(value)).length > 0) return;
    if (!(await onSubmit({ rating: value.rating, comment: value.comment.trim() }))) return;
    setValue(EMPTY_FEEDBACK);
    setAttempted(false);
  };

  const rating = Number(value.rating) || 0;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-semibold text-ink-900">{t('feedback.rating')}</legend>
        <div className="mt-2 flex items-center gap-1">
          {Array.from({ length: RATING_MAX }, (_, i) => {
            const n = i + 1;
            return (
              <label
                key={n}
                className="cursor-pointer rounded-full p-1.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500"
              >
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={value.rating === String(n)}
                  onChange={() => setValue((v) => ({ ...v, rating: String(n) }))}
                  className="sr-only"
                />
                <Star
                  className={`h-8 w-8 ${n <= rating ? 'fill-gold-400 text-gold-400' : 'text-ink-600/40'}`}
                  aria-hidden
                />
                <span className="sr-only">{t('feedback.stars', { count: n, word: RATING_WORDS[i] ?? '' })}</span>
              </label>
            );
          })}
          {rating > 0 && <span className="ml-2 text-sm font-semibold text-ink-900">{RATING_WORDS[rating - 1]}</span>}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm font-semibold text-danger">
            {localizeMessage(errors.rating, language)}
          </p>
        )}
      </fieldset>

      <div>
        <label htmlFor={`${id}-comment`} className="text-sm font-semibold text-ink-900">
          {t('feedback.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          value={value.comment}
          onChange={(e) => setValue((v) => ({ ...v, comment: e.target.value }))}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${id}-comment-help${errors.comment ? ` ${id}-comment-error` : ''}`}
          placeholder={t('feedback.placeholder')}
          className={`mt-1.5 block w-full rounded-[10px] border bg-white p-3 text-ink-900 placeholder:text-ink-600 ${errors.comment ? 'border-danger' : 'border-cream-200'}`}
        />
        <div className="mt-1 flex justify-between gap-3 text-sm">
          {errors.comment ? (
            <p id={`${id}-comment-error`} className="font-semibold text-danger">
              {localizeMessage(errors.comment, language)}
            </p>
          ) : (
            <span />
          )}
          <span
            id={`${id}-comment-help`}
            className={`tabular-nums ${value.comment.trim().length > FEEDBACK_COMMENT_MAX ? 'text-danger' : 'text-ink-600'}`}
          >
            {value.comment.trim().length}/{FEEDBACK_COMMENT_MAX}
          </span>
        </div>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('feedback.sending') : t('feedback.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('feedback.cancel')}
        </Button>
      </div>
    </form>
  );
}
