import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api/client';
import { useSupportActions, useSupportThread } from '../api/support';
import { Badge } from '../components/Badge';
import { Labeled, TextArea } from '../components/Fields';
import { Card, LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { when } from '../lib/format';

/** /admin/support/{id}: the thread, a reply sent by e-mail, and closing it. */
export default function SupportThreadSection() {
  const { id = '' } = useParams();
  const { t, language } = useConsoleT();
  const q = useSupportThread(id);
  const { reply, close } = useSupportActions(id);
  const schema = useMemo(() => z.object({ body: z.string().trim().min(1, t('support.replyRequired')).max(5000) }), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ body: string }>({ resolver: zodResolver(schema), defaultValues: { body: '' } });
  const back = (
    <ButtonLink to="/admin/support" variant="outline">
      {t('common.back')}
    </ButtonLink>
  );
  if (q.isPending) return <LoadingRows />;
  if (q.isError)
    return (
      <LoadFailure
        error={q.error}
        onRetry={() => void q.refetch()}
        notFoundTitle={t('support.notFoundTitle')}
        action={back}
      />
    );
  const th = q.data;
  const send = ({ body }: { body: string }) =>
    reply.mutate(body, {
      onSuccess: () => {
        reset();
        toast.success(t('support.sent'));
      },
      onError: (e) => toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) }),
    });
  return (
    <>
      <Link
        to="/admin/support"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-saffron-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t('sections.support')}
      </Link>
      <SectionHeader
        title={th.subject || th.name}
        subtitle={
          <>
            {th.name} · {th.email}
            {th.phone ? ` · ${th.phone}` : ''}{' '}
            <Badge tone={th.status === 'open' ? 'warning' : 'neutral'}>
              {t(th.status === 'open' ? 'support.open' : 'support.closed')}
            </Badge>
          </>
        }
        actions={
          th.status === 'open' && (
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={close.isPending}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () => toast.success(t('support.closedMsg')),
                  onError: (e) => toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) }),
                })
              }
            >
              <CheckCircle2 className="h-4 w-4" aria-hidden /> {t('support.close')}
            </Button>
          )
        }
      />
      {th.bookingRef && (
        <p className="mb-4">
          <Link
            to={`/admin/bookings/${th.bookingRef.kind}/${th.bookingRef.id}`}
            className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            {t('support.booking', { reference: th.bookingRef.reference })}
          </Link>
        </p>
      )}
      <ol className="space-y-3">
        {th.messages.map((m) => (
          <li
            key={m.id}
            className={`max-w-3xl rounded-[12px] p-4 shadow-raised ${m.from === 'staff' ? 'ml-auto bg-saffron-50' : 'bg-white'}`}
          >
            <p className="text-xs font-semibold text-ink-600">
              {m.from === 'staff' ? (m.staffName ?? t('support.staff')) : th.name} · {when(m.at, language)}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-ink-900">{m.body}</p>
          </li>
        ))}
      </ol>
      <Card className="mt-6">
        <form noValidate onSubmit={handleSubmit(send)}>
          <Labeled id="reply-body" label={t('support.reply')} error={errors.body?.message}>
            <TextArea id="reply-body" rows={5} invalid={Boolean(errors.body)} {...register('body')} />
          </Labeled>
          <div className="mt-3 flex justify-end">
            <Button type="submit" disabled={reply.isPending} aria-busy={reply.isPending}>
              <Send className="h-4 w-4" aria-hidden /> {t('support.send')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
