import { zodResolver } from '@hookform/resolvers/zod';
import { TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import { Mail, MailCheck, MessageCircle, PencilLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClass } from '../../../components/ui/Button';
import { SUPPORT } from '../../../lib/support';
import { toast } from '../../../lib/toast';
import { FIG } from '../content/figures';
import { EMPTY_CONTACT, MESSAGE_MAX, contactSchema, type ContactInput, type ContactValues } from '../lib/contact-form';
import { contactMailto } from '../lib/mailto';
import { FormField, RequiredFieldsNote, inputClass } from '../../../components/ui/FormField';

const SUBJECT_SUGGESTIONS = [
  'Puja booking',
  'Chadhava offering',
  'Donation or 80G certificate',
  'Prasad delivery',
  'Store order',
  'Astrology consultation',
  'Refund',
  'Something else',
];

/**
 * The contact form of /contact-us and /help. There is no server behind it (spec part 3 § 2, § 7):
 * sending logs the message, as the spec does, and opens the devotee's e-mail app with the message
 * filled in, addressed to support — the form says so before they press the button.
 */
export function ContactForm({ source }: { source: 'contact-us' | 'help' }) {
  const uid = useId();
  const f = (name: string) => `${uid}-${name}`;
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
    reValidateMode: 'onChange',
  });
  const [mailHref, setMailHref] = useState<string | null>(null);
  // The note replaces a taller form: bring it into view and announce it.
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!mailHref) return;
    noteRef.current?.focus({ preventScroll: true });
    noteRef.current?.scrollIntoView({ block: 'start' });
  }, [mailHref]);

  const send = (v: ContactValues) => {
    console.info(`[contact form] ${source}`, v); // the spec's behaviour: the submission is logged
    const href = contactMailto(SUPPORT.email, v);
    setMailHref(href);
    toast.success('Your message is ready to send', {
      description: `We answer every message ${FIG.emailReply}. If your e-mail app did not open, write to ${SUPPORT.email} or WhatsApp us.`,
      duration: TOAST_SUCCESS_MS,
    });
    window.location.href = href;
  };

  if (mailHref) {
    const { subject, message } = getValues();
    return (
      <div
        ref={noteRef}
        tabIndex={-1}
        role="status"
        className="scroll-mt-36 rounded-[12px] border border-success/30 bg-white p-6 md:scroll-mt-24 md:p-8"
      >
        <MailCheck className="h-10 w-10 text-success" aria-hidden />
        <h3 className="mt-3 text-xl font-semibold">Your e-mail is ready — press Send in your e-mail app</h3>
        <p className="mt-2 max-w-prose text-ink-600">
          We opened your e-mail app with your message to <strong className="text-ink-900">{SUPPORT.email}</strong>{' '}
          filled in. Once you press Send there, our seva team will answer {FIG.emailReply}.
        </p>
        <p className="mt-2 max-w-prose text-ink-600">
          If no e-mail app opened, open it again below, or send the same message on WhatsApp.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={mailHref} className={buttonClass('primary')}>
            <Mail className="h-5 w-5" aria-hidden /> Open e-mail again
          </a>
          <a
            href={SUPPORT.whatsappHref(`${subject}\n\n${message}`)}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('outline')}
          >
            <MessageCircle className="h-5 w-5" aria-hidden /> Send on WhatsApp
          </a>
          <Button variant="ghost" onClick={() => setMailHref(null)}>
            <PencilLine className="h-5 w-5" aria-hidden /> Edit message
          </Button>
        </div>
      </div>
    );
  }

  const messageLength = watch('message').length;
  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(send)(e)}
      aria-label="Contact form"
      className="rounded-[12px] bg-white p-5 shadow-raised md:p-8"
    >
      <p className="flex gap-3 rounded-[10px] bg-cream-100 p-4 text-sm text-ink-900">
        <Mail className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
        <span>
          Sending opens your e-mail app with this message filled in, addressed to <strong>{SUPPORT.email}</strong>.
          Nothing is sent until you press Send there. We reply {FIG.emailReply}.
        </span>
      </p>
      <RequiredFieldsNote className="mb-5 mt-4" />
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id={f('name')} label="Full name" required error={errors.name?.message}>
          <input type="text" autoComplete="name" className={inputClass(!!errors.name)} {...register('name')} />
        </FormField>
        <FormField id={f('email')} label="Email address" required error={errors.email?.message}>
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
          label="Phone number"
          hint="So we can call you back if that is easier."
          error={errors.phone?.message}
        >
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={inputClass(!!errors.phone)}
            {...register('phone')}
          />
        </FormField>
        <FormField id={f('subject')} label="Subject" required error={errors.subject?.message}>
          <input type="text" list={f('subjects')} className={inputClass(!!errors.subject)} {...register('subject')} />
        </FormField>
        <datalist id={f('subjects')}>
          {SUBJECT_SUGGESTIONS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <div className="md:col-span-2">
          <FormField
            id={f('message')}
            label="Message"
            required
            hint="Include your booking or order ID if you have one."
            error={errors.message?.message}
            counter={`${messageLength}/${MESSAGE_MAX}`}
          >
            <textarea rows={6} className={`${inputClass(!!errors.message)} resize-y`} {...register('message')} />
          </FormField>
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
        <Mail className="h-5 w-5" aria-hidden /> Send via e-mail
      </Button>
    </form>
  );
}
