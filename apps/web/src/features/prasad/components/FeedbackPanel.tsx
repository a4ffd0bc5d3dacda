import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateViews';
import { usePrasadT } from '../i18n';
import type { Feedback, PrasadOrder } from '../types';
import { FeedbackForm } from './FeedbackForm';
import { OrderCard } from './OrderCard';

/** The feedback 'tab': reached only from 'Leave Feedback', for an order that may still receive it. */
export function FeedbackPanel({
  order,
  onSubmit,
  onBack,
  busy,
}: {
  order: PrasadOrder | undefined;
  onSubmit: (f: Feedback) => Promise<boolean>;
  onBack: () => void;
  busy: boolean;
}) {
  const { t } = usePrasadT();
  if (!order) {
    return (
      <EmptyState
        title={t('feedback.chooseTitle')}
        message={t('feedback.chooseText')}
        action={<Button onClick={onBack}>{t('feedback.goPrevious')}</Button>}
      />
    );
  }
  return (
    <section
      aria-labelledby="feedback-title"
      className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8"
    >
      <div>
        <h2 id="feedback-title" className="font-display text-[22px] font-bold">
          {t('feedback.title')}
        </h2>
        <p className="mb-4 mt-1 text-ink-600">{t('feedback.intro')}</p>
        <OrderCard order={order} />
      </div>
      <div className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
        <FeedbackForm onSubmit={onSubmit} onCancel={onBack} busy={busy} />
      </div>
    </section>
  );
}
