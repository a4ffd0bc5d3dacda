import { CalendarClock, UserRound } from 'lucide-react';
import type { TimeInterval } from '@sankalp/shared/api/pandit-bookings';
import { ACCOUNT_NAME_MAX } from '@sankalp/shared/constants';
import { SPECIAL_REQUESTS_MAX, type PanditService } from '@sankalp/shared/schemas/panditBooking';
import { FormField, FormSection, RequiredFieldsNote, inputClass } from '../../../components/ui/FormField';
import { phoneInput, type ConsultErrors, type ConsultField, type ConsultForm } from '../lib/consult-form';
import { durationMinutes, longDayOf } from '../lib/consult-time';
import { FreeTimes } from './FreeTimes';
import { serviceLabel } from '../../../components/catalog/labels/index';
import { useAstroT } from '../i18n';

type Props = {
  uid: string;
  form: ConsultForm;
  /** The messages to show now (fields the devotee has left, or all after Pay). */
  errors: ConsultErrors;
  onChange: (patch: Partial<ConsultForm>) => void;
  onBlur: (field: ConsultField) => void;
  disabled: boolean;
  panditName: string;
  services: readonly PanditService[];
  /** Today in IST (YYYY-MM-DD): the date picker's minimum. */
  today: string;
  availability: { status: 'idle' | 'pending' | 'error' | 'success'; free: readonly TimeInterval[] | undefined; onRetry: () => void };
  taken: boolean;
  onPickInterval: (i: TimeInterval) => void;
};

export const consultFieldId = (uid: string, field: ConsultField) => `${uid}-${field}`;

/** Who books, and what for and when: the fields of spec part 3 § 2 "Consultation booking form". */
export function ConsultFields(p: Props) {
  const { uid, form, errors, onChange, onBlur, disabled } = p;
  const { t } = useAstroT();
  const id = (f: ConsultField) => consultFieldId(uid, f);
  const minutes = durationMinutes(form.from, form.to);
  return (
    <>
      <FormSection
        id={`${uid}-you`}
        title={t('form.yourDetails')}
        icon={<UserRound />}
        description={t('form.yourDetailsText')}
      >
        <RequiredFieldsNote className="mb-4" />
        <fieldset disabled={disabled} className="grid gap-5 md:grid-cols-2">
          <FormField id={id('name')} label={t('form.fullName')} required error={errors.name} className="md:col-span-2">
            <input
              type="text"
              autoComplete="name"
              maxLength={ACCOUNT_NAME_MAX}
              value={form.name}
              onChange={(e) => onChange({ name: e.target.value })}
              onBlur={() => onBlur('name')}
              className={inputClass(!!errors.name)}
            />
          </FormField>
          <FormField id={id('email')} label={t('form.email')} required error={errors.email}>
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              value={form.email}
              onChange={(e) => onChange({ email: e.target.value })}
              onBlur={() => onBlur('email')}
              className={inputClass(!!errors.email)}
            />
          </FormField>
          <FormField id={id('phone')} label={t('form.phone')} required error={errors.phone} hint={t('form.phoneHint')}>
            <input
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              value={form.phone}
              onChange={(e) => onChange({ phone: phoneInput(e.target.value) })}
              onBlur={() => onBlur('phone')}
              className={inputClass(!!errors.phone, 'tabular-nums')}
            />
          </FormField>
        </fieldset>
      </FormSection>

      <FormSection
        id={`${uid}-when`}
        title={t('form.consultation')}
        icon={<CalendarClock />}
        description={t('form.consultationText')}
      >
        <fieldset disabled={disabled} className="grid gap-5 md:grid-cols-2">
          <FormField id={id('serviceType')} label={t('form.service')} required error={errors.serviceType}>
            <select
              value={form.serviceType}
              onChange={(e) => onChange({ serviceType: e.target.value as PanditService | '' })}
              onBlur={() => onBlur('serviceType')}
              className={inputClass(!!errors.serviceType)}
            >
              <option value="">{t('form.selectService')}</option>
              {p.services.map((s) => (
                <option key={s} value={s}>
                  {serviceLabel(s)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={id('date')}
            label={t('form.date')}
            required
            error={errors.date}
            hint={form.date ? longDayOf(form.date) : undefined}
          >
            <input
              type="date"
              min={p.today}
              value={form.date}
              onChange={(e) => onChange({ date: e.target.value, from: '', to: '' })}
              onBlur={() => onBlur('date')}
              className={inputClass(!!errors.date)}
            />
          </FormField>
          <div className="md:col-span-2">
            <FreeTimes
              id={`${uid}-free`}
              panditName={p.panditName}
              date={form.date}
              status={p.availability.status}
              free={p.availability.free}
              from={form.from}
              to={form.to}
              taken={p.taken}
              disabled={disabled}
              onPick={p.onPickInterval}
              onRetry={p.availability.onRetry}
            />
          </div>
          <FormField id={id('from')} label={t('form.from')} required error={errors.from} hint={t('form.ist')}>
            <input
              type="time"
              step={300}
              value={form.from}
              onChange={(e) => onChange({ from: e.target.value })}
              onBlur={() => onBlur('from')}
              className={inputClass(!!errors.from, 'tabular-nums')}
            />
          </FormField>
          <FormField
            id={id('to')}
            label={t('form.to')}
            required
            error={errors.to}
            hint={minutes ? t('form.istMinutes', { minutes }) : t('form.istRange')}
          >
            <input
              type="time"
              step={300}
              value={form.to}
              onChange={(e) => onChange({ to: e.target.value })}
              onBlur={() => onBlur('to')}
              className={inputClass(!!errors.to, 'tabular-nums')}
            />
          </FormField>
          <FormField
            id={id('specialRequests')}
            label={t('form.requests')}
            error={errors.specialRequests}
            counter={`${form.specialRequests.length}/${SPECIAL_REQUESTS_MAX}`}
            className="md:col-span-2"
          >
            <textarea
              rows={3}
              maxLength={SPECIAL_REQUESTS_MAX}
              value={form.specialRequests}
              placeholder={t('form.requestsPlaceholder')}
              onChange={(e) => onChange({ specialRequests: e.target.value })}
              onBlur={() => onBlur('specialRequests')}
              className={inputClass(!!errors.specialRequests, 'min-h-24 resize-y')}
            />
          </FormField>
        </fieldset>
      </FormSection>
    </>
  );
}
