import { Sparkles } from 'lucide-react';
import { currentLanguage } from '../../../lib/i18n/index';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Place } from '@sankalp/shared/api/kundli';
import { kundliRequestSchema } from '@sankalp/shared/schemas/kundli';
import { PlaceSearch } from '../../../components/places/PlaceSearch';
import { Button } from '../../../components/ui/Button';
import { reportHref } from '../../../lib/kundli/report-url';
import { createSessionDraft, sessionStorageOrNull } from '../../../lib/session-draft';
import { useStoredState } from '../../../lib/use-stored-state';
import { localizeMessage } from '../../../lib/i18n/index';
import { kundliT, useKundliT } from '../i18n';

const field =
  'mt-1.5 block min-h-11 w-full rounded-[10px] border bg-cream-50 px-3 text-ink-900 disabled:cursor-not-allowed disabled:opacity-60';
const label = 'block text-sm font-semibold text-ink-900';
export const NOON = '12:00';

type Values = { name: string; dateOfBirth: string; timeOfBirth: string; timeUnknown: boolean; place: Place | null };
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { name: '', dateOfBirth: '', timeOfBirth: '', timeUnknown: false, place: null };

const isPlace = (p: unknown): p is Place =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as Place).name === 'string' &&
  typeof (p as Place).latitude === 'number' &&
  typeof (p as Place).timezone === 'string';

/** The form as last typed in this tab, so Back from the report finds it filled. */
const draft = createSessionDraft<Values>('kundli-form', {
  maxAgeMs: 24 * 60 * 60 * 1000,
  storage: sessionStorageOrNull(),
  validate: (raw) => {
    const r = raw as Partial<Values>;
    return {
      name: typeof r.name === 'string' ? r.name : '',
      dateOfBirth: typeof r.dateOfBirth === 'string' ? r.dateOfBirth : '',
      timeOfBirth: typeof r.timeOfBirth === 'string' ? r.timeOfBirth : '',
      timeUnknown: r.timeUnknown === true,
      place: isPlace(r.place) ? r.place : null,
    };
  },
});

/**
 * Field messages from the server's own schema (and the place, which must come from the list), in
 * the reader's language.
 */
export function validate(v: Values, t = kundliT): Errors {
  const errors: Errors = {};
  const parsed = kundliRequestSchema.safeParse({
    name: v.name,
    dateOfBirth: v.dateOfBirth,
    timeOfBirth: v.timeUnknown ? NOON : v.timeOfBirth,
    place: v.place ? v.place.name : 'x',
    latitude: v.place?.latitude ?? 0,
    longitude: v.place?.longitude ?? 0,
    timezone: v.place?.timezone ?? 'UTC',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Values;
      if (key in EMPTY) errors[key] ??= localizeMessage(issue.message, currentLanguage());
    }
  }
  if (!v.place) errors.place = t('form.placeMissing');
  return errors;
}

/** The birth-details form: on a valid submit, the report's URL (which computes and can be shared). */
export function KundliGenerator({ id }: { id: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useStoredState<Values>(() => draft.load() ?? EMPTY, EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const { t, language } = useKundliT();
  // `language`: the messages follow a change of language.
  const errors = useMemo(() => (submitted ? validate(values, t) : {}), [submitted, values, t, language]);

  const set = <K extends keyof Values>(key: K, v: Values[K]) =>
    setValues((prev) => {
      const next = { ...prev, [key]: v };
      draft.save(next);
      return next;
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(values, t);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const place = values.place!;
    navigate(
      reportHref({
        name: values.name.trim(),
        dateOfBirth: values.dateOfBirth,
        timeOfBirth: values.timeUnknown ? NOON : values.timeOfBirth,
        timeUnknown: values.timeUnknown,
        place: [place.name, place.region, place.country].filter(Boolean).join(', '),
        latitude: place.latitude,
        longitude: place.longitude,
        timezone: place.timezone,
        utcOffsetMinutes: null,
      }),
    );
  };

  const err = (k: keyof Values) => errors[k];
  const border = (k: keyof Values) => (err(k) ? 'border-danger' : 'border-cream-200');
  const describe = (k: keyof Values) => (err(k) ? `${id}-${k}-error` : undefined);
  const message = (k: keyof Values) =>
    err(k) && (
      <p id={`${id}-${k}-error`} className="mt-1 text-sm text-danger">
        {err(k)}
      </p>
    );

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="container-page scroll-mt-28 py-10 outline-none md:py-14"
    >
      <div className="mx-auto max-w-3xl rounded-[12px] bg-white shadow-raised">
        <div className="rounded-t-[12px] border-b border-cream-200 bg-cream-100 px-5 py-4 md:px-8">
          <h2 id={`${id}-title`} className="font-display text-[22px] font-bold">
            {t('form.title')}
          </h2>
          <p className="text-sm text-ink-600">{t('form.subtitle')}</p>
        </div>
        <form className="grid gap-4 p-5 md:grid-cols-2 md:p-8" noValidate onSubmit={onSubmit}>
          <div className="md:col-span-2">
            <label htmlFor={`${id}-name`} className={label}>
              {t('form.name')}
            </label>
            <input
              id={`${id}-name`}
              className={`${field} ${border('name')}`}
              placeholder={t('form.namePlaceholder')}
              autoComplete="name"
              maxLength={100}
              value={values.name}
              aria-invalid={!!err('name')}
              aria-describedby={describe('name')}
              onChange={(e) => set('name', e.target.value)}
            />
            {message('name')}
          </div>
          <div>
            <label htmlFor={`${id}-dateOfBirth`} className={label}>
              {t('form.date')}
            </label>
            <input
              id={`${id}-dateOfBirth`}
              type="date"
              min="1900-01-01"
              max="2100-12-31"
              className={`${field} ${border('dateOfBirth')}`}
              value={values.dateOfBirth}
              aria-invalid={!!err('dateOfBirth')}
              aria-describedby={describe('dateOfBirth')}
              onChange={(e) => set('dateOfBirth', e.target.value)}
            />
            {message('dateOfBirth')}
          </div>
          <div>
            <label htmlFor={`${id}-timeOfBirth`} className={label}>
              {t('form.time')}
            </label>
            <input
              id={`${id}-timeOfBirth`}
              type="time"
              className={`${field} ${border('timeOfBirth')}`}
              value={values.timeUnknown ? NOON : values.timeOfBirth}
              disabled={values.timeUnknown}
              aria-invalid={!!err('timeOfBirth')}
              aria-describedby={`${id}-time-note ${describe('timeOfBirth') ?? ''}`.trim()}
              onChange={(e) => set('timeOfBirth', e.target.value)}
            />
            {message('timeOfBirth')}
            <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                className="h-5 w-5 accent-saffron-600"
                checked={values.timeUnknown}
                onChange={(e) => set('timeUnknown', e.target.checked)}
              />
              {t('form.timeUnknown')}
            </label>
            <p id={`${id}-time-note`} className="text-xs text-ink-600">
              {values.timeUnknown
                ? t('form.noonNote')
                : t('form.minuteNote')}
            </p>
          </div>
          <div className="md:col-span-2">
            <PlaceSearch
              id={`${id}-place`}
              label={t('form.place')}
              value={values.place}
              onChange={(p) => set('place', p)}
              error={err('place')}
              hint={t('form.placeHint')}
            />
          </div>
          <Button type="submit" size="lg" className="md:col-span-2">
            <Sparkles className="h-5 w-5" aria-hidden />
            {t('form.submit')}
          </Button>
          <p className="text-center text-xs text-ink-600 md:col-span-2">
            {t('form.free')}
          </p>
        </form>
      </div>
    </section>
  );
}
