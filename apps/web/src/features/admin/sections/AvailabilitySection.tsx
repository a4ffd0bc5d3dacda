import type { PanditAvailabilityValues } from '@sankalp/shared/schemas/admin-catalog';
import { panditAvailabilityForm } from '@sankalp/shared/schemas/admin-catalog';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api/client';
import { usePanditAvailability, useSavePanditAvailability, useStaffPandit } from '../api/scoped';
import { StringList } from '../components/catalog/FormBits';
import { WeeklyHoursEditor, type WeeklyHoursErrors } from '../components/catalog/WeeklyHours';
import { Card, Empty, LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { useConsole } from '../lib/console-context';
import { useSchemaResolver } from '../lib/mapped-resolver';
import { inr } from '../lib/format';

type Input = z.input<typeof panditAvailabilityForm>;
const asIs = (v: Input) => v;

/** /admin/availability: a pandit's profile, weekly hours and days off (PUT /admin/pandits/{id}/availability). */
export default function AvailabilitySection() {
  const { t } = useConsoleT();
  const { pandits } = useConsole();
  return (
    <>
      <SectionHeader title={t('sections.availability')} />
      {pandits.length === 0 ? (
        <Empty message={t('availability.none')} />
      ) : (
        pandits.map((p) => <PanditPanel key={p.id} id={p.id} />)
      )}
    </>
  );
}

function PanditPanel({ id }: { id: string }) {
  const { t } = useConsoleT();
  const profile = useStaffPandit(id);
  const hours = usePanditAvailability(id);
  return (
    <div className="mb-8 space-y-6">
      {profile.isPending ? (
        <LoadingRows rows={2} />
      ) : profile.isError ? (
        <LoadFailure error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Card>
          <div className="flex items-center gap-4">
            <img src={profile.data.img} alt={profile.data.name} className="h-20 w-20 rounded-full object-cover" />
            <div>
              <h2 className="text-xl font-semibold text-maroon-800">{profile.data.name}</h2>
              <p className="text-sm text-ink-600">
                {t('availability.fee')}: {inr(profile.data.fee)} · {t('availability.services')}:{' '}
                {profile.data.services.join(', ')} · {t('availability.languages')}: {profile.data.languages.join(', ')}
              </p>
            </div>
          </div>
        </Card>
      )}
      {hours.isPending ? (
        <LoadingRows rows={7} />
      ) : hours.isError ? (
        <LoadFailure error={hours.error} onRetry={() => void hours.refetch()} />
      ) : (
        <HoursForm id={id} initial={{ weeklyHours: hours.data.weeklyHours, daysOff: hours.data.daysOff }} />
      )}
    </div>
  );
}

function HoursForm({ id, initial }: { id: string; initial: Input }) {
  const { t } = useConsoleT();
  const save = useSavePanditAvailability(id);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, PanditAvailabilityValues>({
    resolver: useSchemaResolver(panditAvailabilityForm, asIs),
    defaultValues: initial,
  });
  return (
    <Card title={t('availability.slots')}>
      <form
        noValidate
        onSubmit={handleSubmit((v) =>
          save.mutate(v, {
            onSuccess: () => toast.success(t('common.saved')),
            onError: (e) => toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) }),
          }),
        )}
        className="space-y-4"
      >
        <Controller
          control={control}
          name="weeklyHours"
          render={({ field }) => (
            <WeeklyHoursEditor
              id="hours"
              value={field.value}
              onChange={field.onChange}
              errors={errors.weeklyHours as WeeklyHoursErrors}
            />
          )}
        />
        <Controller
          control={control}
          name="daysOff"
          render={({ field }) => (
            <StringList
              id="days-off"
              type="date"
              label={t('catalog.f.datesOff')}
              hint={t('catalog.f.daysOffHint')}
              values={field.value ?? []}
              onChange={field.onChange}
              error={errors.daysOff?.message}
            />
          )}
        />
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </form>
    </Card>
  );
}
