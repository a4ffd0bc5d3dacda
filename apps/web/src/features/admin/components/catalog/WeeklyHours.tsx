import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { useConsoleT } from '../../i18n';
import { TextInput } from '../Fields';

type Interval = { from: string; to: string };
type Msg = { message?: string } | undefined;
/** The form's errors under `weeklyHours`: per day (overlap) and per interval (`from`, `to`). */
type DayErrors = Msg & { [i: number]: { from?: Msg; to?: Msg; message?: string } | undefined };
export type WeeklyHoursErrors = (Msg & { root?: Msg } & { [day: number]: DayErrors | undefined }) | undefined;

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * Seven IST days, Sunday first, each with its working intervals; a day without any is a day off
 * every week. Controlled (value / onChange), for the pandit form and the pandit's own availability.
 */
export function WeeklyHoursEditor({
  id,
  value,
  onChange,
  errors,
}: {
  id: string;
  value: Interval[][];
  onChange: (v: Interval[][]) => void;
  errors?: WeeklyHoursErrors;
}) {
  const { t } = useConsoleT();
  const top = errors?.message ?? errors?.root?.message;
  return (
    <div className="md:col-span-2">
      <p className="mb-2 text-sm text-ink-600">{t('catalog.f.weeklyHoursHint')}</p>
      {top && (
        <p role="alert" className="mb-2 text-sm font-medium text-danger">
          {top}
        </p>
      )}
      <ul className="divide-y divide-cream-200">
        {DAY_KEYS.map((key, day) => {
          const dayName = t(`catalog.days.${key}`);
          const list = value[day] ?? [];
          const set = (next: Interval[]) => onChange(value.map((x, i) => (i === day ? next : x)));
          const dayErrors = errors?.[day];
          return (
            <li key={key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
              <span className="min-h-11 w-28 shrink-0 pt-2.5 font-semibold text-ink-900">{dayName}</span>
              <div className="flex-1 space-y-2">
                {list.length === 0 && <p className="pt-2.5 text-sm text-ink-600">{t('catalog.f.dayOff')}</p>}
                {list.map((w, i) => {
                  const e = dayErrors?.[i];
                  const message = e?.from?.message ?? e?.to?.message ?? e?.message;
                  const field = (part: 'from' | 'to') => (
                    <TextInput
                      id={`${id}-${day}-${i}-${part}`}
                      aria-label={`${dayName} ${t(part === 'from' ? 'common.from' : 'common.to')} ${i + 1}`}
                      type="time"
                      className="w-full max-w-36"
                      invalid={Boolean(e?.[part])}
                      value={w[part]}
                      onChange={(ev) => set(list.map((x, j) => (j === i ? { ...x, [part]: ev.target.value } : x)))}
                    />
                  );
                  return (
                    <div key={i}>
                      <div className="flex items-center gap-2">
                        {field('from')}
                        <span aria-hidden>–</span>
                        {field('to')}
                        <Button
                          variant="ghost"
                          size="sm"
                          className="min-h-11 min-w-11"
                          aria-label={`${t('catalog.remove')}: ${dayName} ${i + 1}`}
                          onClick={() => set(list.filter((_, j) => j !== i))}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden />
                        </Button>
                      </div>
                      {message && <p className="mt-1 text-sm font-medium text-danger">{message}</p>}
                    </div>
                  );
                })}
                {dayErrors?.message && <p className="text-sm font-medium text-danger">{dayErrors.message}</p>}
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11 self-start"
                aria-label={`${t('catalog.f.addHours')}: ${dayName}`}
                onClick={() => set([...list, { from: '09:00', to: '13:00' }])}
              >
                <Plus className="h-4 w-4" aria-hidden /> {t('catalog.f.addHours')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
