import { Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { useAccountT } from '../i18n/index';

/** The recovery codes, shown this once: each signs in once when the phone is not at hand. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAccountT();
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success(t('recovery.copied')),
      () => toast.error(t('twoFactor.copyFailed'), { description: t('recovery.copyByHand') }),
    );
  return (
    <section
      className="mt-4 rounded-[12px] border border-gold-400/60 bg-cream-50 p-4 md:p-5"
      aria-labelledby="recovery-codes-title"
    >
      <h3 id="recovery-codes-title" className="flex items-center gap-2 font-semibold text-maroon-800">
        <KeyRound className="h-4 w-4 text-saffron-600" aria-hidden /> {t('recovery.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-600">
        {t('recovery.text')}
      </p>
      <ul
        className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 whitespace-nowrap rounded-[8px] bg-white p-3 font-mono text-[15px] text-ink-900 sm:grid-cols-2"
        aria-label={t('recovery.list')}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden /> {t('recovery.copy')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </div>
    </section>
  );
}
