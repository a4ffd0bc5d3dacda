import { CircleAlert, CircleCheckBig, X } from 'lucide-react';
import { useAccountT } from '../i18n/index';

/** A success or error banner inside a form card; errors can be dismissed. */
export function Banner({ tone, children, onDismiss }: { tone: 'success' | 'error'; children: string; onDismiss?: () => void }) {
  const { t } = useAccountT();
  const ok = tone === 'success';
  const Icon = ok ? CircleCheckBig : CircleAlert;
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`flex items-start gap-3 rounded-[10px] border px-4 py-3 text-[15px] ${
        ok ? 'border-success/30 bg-green-50 text-success' : 'border-danger/30 bg-red-50 text-danger'
      }`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <p className="flex-1 font-medium text-ink-900">{children}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-my-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-white/70 hover:text-ink-900"
          aria-label={t('auth.dismiss')}
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      )}
    </div>
  );
}
