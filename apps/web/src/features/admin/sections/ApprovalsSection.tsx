import type { ApprovalItem, ApprovalStatus } from '@sankalp/shared/api/admin-approval';
import { ClipboardCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Tabs } from '../../../components/ui/Tabs';
import { toast } from '../../../lib/toast';
import { useApprovals, useApprove } from '../api/approvals';
import { codeOf, messageOf } from '../api/client';
import { Badge } from '../components/Badge';
import { ConsoleDialog } from '../components/ConsoleDialog';
import { Labeled, TextArea } from '../components/Fields';
import { Empty, LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { approvalFormSchema, approvesOnBehalf, type ApprovalFormInput } from '../lib/approval-form';
import { useSchemaResolver } from '../lib/mapped-resolver';

const asIs = (v: ApprovalFormInput) => v;
import { useConsole } from '../lib/console-context';
import { day, inr, when } from '../lib/format';
import { useUrlFilters } from '../lib/use-filters';

/** /admin/approvals: the temple confirms the pujas and events listed in its name (contract A, B9). */
export default function ApprovalsSection() {
  const { t } = useConsoleT();
  const { filters, setFilters } = useUrlFilters(['status'] as const);
  const status: ApprovalStatus = filters.status === 'approved' ? 'approved' : 'pending';
  return (
    <>
      <SectionHeader title={t('sections.approvals')} />
      <Tabs
        label={t('sections.approvals')}
        value={status}
        onValueChange={(v) => setFilters({ status: v === 'approved' ? 'approved' : '' })}
        items={[
          {
            value: 'pending',
            label: t('approvals.pending'),
            content: status === 'pending' ? <ApprovalList status="pending" /> : null,
          },
          {
            value: 'approved',
            label: t('approvals.approved'),
            content: status === 'approved' ? <ApprovalList status="approved" /> : null,
          },
        ]}
      />
    </>
  );
}

export function ApprovalList({ status }: { status: ApprovalStatus }) {
  const { t, language } = useConsoleT();
  const q = useApprovals(status);
  const [approving, setApproving] = useState<ApprovalItem | null>(null);
  if (q.isPending) return <LoadingRows />;
  if (q.isError) return <LoadFailure error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.items.length === 0)
    return <Empty message={t(status === 'pending' ? 'approvals.empty' : 'approvals.emptyApproved')} />;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {q.data.items.map((a) => (
          <li key={`${a.kind}-${a.id}`} className="rounded-[12px] bg-white p-4 shadow-raised">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="saffron">{t(a.kind === 'puja' ? 'approvals.puja' : 'approvals.event')}</Badge>
              {a.changedSinceApproval && <Badge tone="warning">{t('approvals.changed')}</Badge>}
              {a.approval && (
                <Badge tone="success">
                  {t('approvals.approvedOn', { date: day(a.approval.approvedAt, language) })}
                </Badge>
              )}
            </div>
            <h2 className="mt-2 font-semibold text-ink-900">{a.title}</h2>
            <p className="text-sm text-ink-600">
              {a.temple.name}
              {a.date ? ` · ${when(a.date, language)}` : ''}
              {a.price !== null ? ` · ${inr(a.price)}` : ''}
            </p>
            {a.approval?.note && <p className="mt-2 rounded-[8px] bg-cream-100 p-2 text-sm">“{a.approval.note}”</p>}
            {(!a.approval || a.changedSinceApproval) && (
              <Button size="sm" className="mt-3 min-h-11" onClick={() => setApproving(a)}>
                <ClipboardCheck className="h-4 w-4" aria-hidden /> {t('approvals.approve')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {approving && <ApproveDialog key={approving.id} item={approving} onClose={() => setApproving(null)} />}
    </>
  );
}

function ApproveDialog({ item, onClose }: { item: ApprovalItem; onClose: () => void }) {
  const { t } = useConsoleT();
  const { temples } = useConsole();
  const onBehalf = approvesOnBehalf(temples, item.temple.id);
  const approve = useApprove();
  const schema = useMemo(() => approvalFormSchema(onBehalf), [onBehalf]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApprovalFormInput>({
    resolver: useSchemaResolver(schema, asIs as never) as never,
    defaultValues: { note: '', reason: '' },
  });
  const submit = (v: ApprovalFormInput) =>
    approve.mutate(
      { kind: item.kind, id: item.id, body: onBehalf ? v : { note: v.note } },
      {
        onSuccess: () => {
          toast.success(t('approvals.done'));
          onClose();
        },
        onError: (e) => {
          const code = codeOf(e);
          if (code === 'temple_has_staff') setError('reason', { message: t('approvals.hasStaff') });
          else toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) });
        },
      },
    );
  return (
    <ConsoleDialog
      open
      onOpenChange={(o) => !o && onClose()}
      busy={approve.isPending}
      title={t('approvals.dialogTitle', { title: item.title })}
      description={item.temple.name}
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <Labeled
          id="approval-note"
          label={t('common.note')}
          hint={t('approvals.noteHelp')}
          error={errors.note?.message}
        >
          <TextArea id="approval-note" invalid={Boolean(errors.note)} {...register('note')} />
        </Labeled>
        {onBehalf && (
          <Labeled
            id="approval-reason"
            label={t('common.reason')}
            hint={t('approvals.reasonHelp')}
            error={errors.reason?.message}
          >
            <TextArea id="approval-reason" invalid={Boolean(errors.reason)} {...register('reason')} />
          </Labeled>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={approve.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={approve.isPending} aria-busy={approve.isPending}>
            {t('approvals.approve')}
          </Button>
        </div>
      </form>
    </ConsoleDialog>
  );
}
