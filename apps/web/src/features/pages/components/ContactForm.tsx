import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import { AlertCircle, Loader2, Mail, MailCheck, MessageCircle, PencilLine, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClass } from '../../../components/ui/Button';
import { FormField, RequiredFieldsNote, inputClass } from '../../../components/ui/FormField';
import { ApiError } from '../../../lib/api';
import { SUPPORT } from '../../../lib/support';
import { toast } from '../../../lib/toast';
import { useSendSupportMessage, type ContactFormSource } from '../api/send-support-message';
import { usePagesT } from '../i18n/index';
import {
  EMPTY_CONTACT,
  MESSAGE_MAX,
  contactSchema,
  type ContactField,
  type ContactInput,
  type ContactValues,
} from '../lib/contact-form';
import { contactErrorText } from '../lib/contact-error-text';
import { contactMailto } from '../lib/mailto';

const SUBJECT_SUGGESTIONS = ['puja', 'chadhava', 'donation', 'prasad', 'store', 'astro', 'refund', 'other'] as const;

/**
 * The contact form of /contact-us and /help (spec part 3 § 2, § 5). The spec only logs the
 * message; here it is sent to the console's support inbox (POST /support/messages, issue 14), and
 * the devotee gets an acknowledgement by e-mail. If sending fails, the message can still go from
 * their own e-mail app (the former behaviour), addressed to support with everything filled in.
 */
export function ContactForm({ source }: { source: ContactFormSource }) {
  const uid = useId();
  const f = (name: string) => `${uid}-${name}`;
  const { t } = usePagesT();
  const error = (message: string | undefined) => contactErrorText(message, t);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
    reValidateMode: 'onChange',
  });
  const sending = useSendSupportMessage(source);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The note replaces a taller form: bring it into view and announce it.
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sentTo) return;
    noteRef.current?.focus({ preventScroll: true });
    noteRef.current?.scrollIntoView({ block: 'start' });
  }, [sentTo]);

  const send = (v: ContactValues) => {
    sending.mutate(v, {
      onSuccess: () => {
        setSentTo(v.email);
        toast.success(t('form.sentToast'), { duration: TOAST_SUCCESS_MS });
      },
      onError: (e) => {
        // The server checks with the same schema: its field messages go under their fields.
        if (e instanceof ApiError)
          for (const [field, message] of Object.entries(e.fieldErrors))
            if (field in EMPTY_CONTACT) setError(field as ContactField, { message });
      },
    });
  };

  if (sentTo) {
    const { subject, message } = getValues();
    return (
      <div
        ref={noteRef}
        tabIndex={-1}
        role="status"
        className="scroll-mt-36 rounded-[12px] border border-success/30 bg-white p-6 md:scroll-mt-24 md:p-8"
      >
        <MailCheck className="h-10 w-10 text-success" aria-hidden />
        <h3 className="mt-3 text-xl font-semibold">{t('form.sentTitle')}</h3>
        <p className="mt-2 max-w-prose text-ink-600">{t('form.sentBody', { email: sentTo })}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a
            href={SUPPORT.whatsappHref(`${subject}\n\n${message}`)}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('outline')}
          >
            <MessageCircle className="h-5 w-5" aria-hidden /> {t('form.whatsapp')}
          </a>
          <Button
            variant="ghost"
            onClick={() => {
              reset(EMPTY_CONTACT);
              sending.reset();
              setSentTo(null);
            }}
          >
            <PencilLine className="h-5 w-5" aria-hidden /> {t('form.sendAnother')}
          </Button>
        </div>
      </div>
    );
  }

  const failure = sending.error;
  const fieldProblem = failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0;
  const messageLength = watch('message').length;
  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(send)(e)}
      aria-label={t('form.label')}
      className="rounded-[12px] bg-white p-5 shadow-raised md:p-8"
    >
      <p className="flex gap-3 rounded-[10px] bg-cream-100 p-4 text-sm text-ink-900">
        <Mail className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
        <span>{t('form.note')}</span>
      </p>
      <RequiredFieldsNote className="mb-5 mt-4" />
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id={f('name')} label={t('form.name')} required error={error(errors.name?.message)}>
          <input type="text" autoComplete="name" className={inputClass(!!errors.name)} {...register('name')} />
        </FormField>
        <FormField id={f('email')} label={t('form.email')} required error={error(errors.email?.message)}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            className={inputClass(!!errors.email)}
            {...register('email')}
          />
        </FormField>
        <FormField
          id={f('phone')}
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          error={error(errors.phone?.message)}
        >
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={inputClass(!!errors.phone)}
            {...register('phone')}
          />
        </FormField>
        <FormField id={f('subject')} label={t('form.subject')} required error={error(errors.subject?.message)}>
          <input type="text" list={f('subjects')} className={inputClass(!!errors.subject)} {...register('subject')} />
        </FormField>
        <datalist id={f('subjects')}>
          {SUBJECT_SUGGESTIONS.map((s) => (
            <option key={s} value={t(`form.subjects.${s}`)} />
          ))}
        </datalist>
        <div className="md:col-span-2">
          <FormField
            id={f('message')}
            label={t('form.message')}
            required
            hint={t('form.messageHint')}
            error={error(errors.message?.message)}
            counter={`${messageLength}/${MESSAGE_MAX}`}
          >
            <textarea rows={6} className={`${inputClass(!!errors.message)} resize-y`} {...register('message')} />
          </FormField>
        </div>
      </div>
      {failure && !fieldProblem && (
        <div role="alert" className="mt-6 rounded-[10px] border border-danger/30 bg-white p-4 text-sm">
          <p className="flex items-center gap-2 font-semibold text-danger">
            <AlertCircle className="h-5 w-5 shrink-0" aria-hidden /> {t('form.errorTitle')}
          </p>
          <p className="mt-1 text-ink-600">
            {failure instanceof ApiError && failure.code === 'rate_limited'
              ? t('form.tooMany')
              : t('form.errorBody', { email: SUPPORT.email })}
          </p>
          <a
            href={contactMailto(SUPPORT.email, getValues() as ContactValues)}
            className={`${buttonClass('outline', 'sm')} mt-3`}
          >
            <Mail className="h-4 w-4" aria-hidden /> {t('form.openEmail')}
          </a>
        </div>
      )}
      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full sm:w-auto"
        disabled={sending.isPending}
        aria-busy={sending.isPending}
      >
        {sending.isPending ? (
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
        ) : (
          <Send className="h-5 w-5" aria-hidden />
        )}{' '}
        {sending.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
