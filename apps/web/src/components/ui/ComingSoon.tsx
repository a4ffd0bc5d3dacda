import { Clock } from 'lucide-react';
import { ButtonLink } from './Button';
import { useUiT } from './i18n';

/** A flow that is specified but not yet open: says so plainly, with a way back. */
export function ComingSoon({ title, message, backTo = '/', backLabel }: { title: string; message?: string; backTo?: string; backLabel?: string }) {
  const { t } = useUiT();
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-lg rounded-[12px] bg-white p-8 text-center shadow-raised">
        <Clock className="mx-auto h-12 w-12 text-saffron-600" aria-hidden />
        <h1 className="mt-4 font-display text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-ink-600">
          {message ?? t('comingSoon.message')}
        </p>
        <ButtonLink to={backTo} className="mt-6">
          {backLabel ?? t('comingSoon.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
