import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api/client';
import { useAdminSettings, useSaveAdminSettings } from '../api/settings';
import { Labeled, TextInput } from '../components/Fields';
import { Card, LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';

/** /admin/settings (admin): the operators' refund limit (contract B). */
export default function SettingsSection() {
  const { t } = useConsoleT();
  const q = useAdminSettings();
  return (
    <>
      <SectionHeader title={t('sections.settings')} />
      {q.isPending ? (
        <LoadingRows rows={2} />
      ) : q.isError ? (
        <LoadFailure error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <LimitForm key={q.data.operatorRefundLimit} limit={q.data.operatorRefundLimit} />
      )}
    </>
  );
}

export const limitSchema = (message: string) =>
  z.object({
    operatorRefundLimit: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, message)
      .transform(Number),
  });

function LimitForm({ limit }: { limit: number }) {
  const { t } = useConsoleT();
  const save = useSaveAdminSettings();
  const schema = useMemo(() => limitSchema(t('settings.limitInvalid')), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { operatorRefundLimit: String(limit) },
  });
  return (
    <Card>
      <form
        noValidate
        onSubmit={handleSubmit((v) =>
          save.mutate(v, {
            onSuccess: () => toast.success(t('settings.savedMsg')),
            onError: (e) => toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) }),
          }),
        )}
        className="flex max-w-md flex-col gap-4"
      >
        <Labeled
          id="s-limit"
          label={t('settings.limit')}
          hint={t('settings.limitHelp')}
          error={errors.operatorRefundLimit?.message}
        >
          <TextInput
            id="s-limit"
            inputMode="numeric"
            invalid={Boolean(errors.operatorRefundLimit)}
            {...register('operatorRefundLimit')}
          />
        </Labeled>
        <Button type="submit" className="self-start" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </form>
    </Card>
  );
}
