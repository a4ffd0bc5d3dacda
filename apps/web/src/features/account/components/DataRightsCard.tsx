import { TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { ArrowRight, Download, Loader2, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { SETTINGS_KEY } from '../../../lib/auth/account-settings';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf } from '../../../lib/auth/reducer';
import { browserStorage } from '../../../lib/auth/storage';
import { toast } from '../../../lib/toast';
import { useDataExport } from '../api/data-export';
import { useAccountT } from '../i18n/index';
import { errorMessage } from '../lib/errors';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsCard } from './SettingsSections';

/**
 * Settings › Account › "Your data" (DPDP Act, 2023): download everything held about the account,
 * or delete it. After a deletion this device forgets the session and the account's settings, and
 * `onAccountDeleted` lets the page leave for the home page.
 */
export function DataRightsCard({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const { t } = useAccountT();
  const { user, forgetSession } = useAuth();
  const exporter = useDataExport(userIdOf(user) ?? '');
  const [confirming, setConfirming] = useState(false);

  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: (file) => toast.success(t('data.downloadDone'), { description: t('data.downloadDoneDetail', { file }) }),
      onError: (err) =>
        toast.error(t('data.downloadFailed'), {
          description: errorMessage(err, t('checkConnection')),
          duration: TOAST_ERROR_MS,
        }),
    });

  const deleted = () => {
    setConfirming(false);
    onAccountDeleted();
    forgetSession();
    try {
      browserStorage()?.removeItem(SETTINGS_KEY);
    } catch {
      /* storage unavailable: nothing kept */
    }
    toast.success(t('data.deleted'), { description: t('data.deletedDetail'), duration: 8000 });
  };

  const busy = exporter.isPending;
  return (
    <SettingsCard title={t('data.cardTitle')} description={t('data.cardDescription')}>
      <ActionRow
        icon={<Download className="h-5 w-5" aria-hidden />}
        label={t('data.downloadLabel')}
        description={t('data.downloadDescription')}
      >
        <Button variant="outline" size="sm" className="min-h-11" onClick={download} disabled={busy} aria-busy={busy}>
          {busy ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Download className="h-4 w-4" aria-hidden />
          )}
          {busy ? t('data.downloadBusy') : t('data.downloadButton')}
        </Button>
      </ActionRow>
      <ActionRow
        icon={<Trash2 className="h-5 w-5" aria-hidden />}
        label={t('data.deleteLabel')}
        description={t('data.deleteDescription')}
        danger
      >
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 text-danger hover:bg-red-50"
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('data.deleteButton')}
        </Button>
      </ActionRow>
      <p className="py-4 text-sm">
        <Link
          to="/privacy-policy#your-rights"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-saffron-700 underline underline-offset-4 hover:text-maroon-800"
        >
          {t('data.policyLink')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </p>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} onDeleted={deleted} />
    </SettingsCard>
  );
}

function ActionRow({
  icon,
  label,
  description,
  danger = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  description: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      <span
        className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${danger ? 'bg-red-50 text-danger' : 'bg-cream-100 text-saffron-600'}`}
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold text-ink-900">{label}</p>
        <p className="mt-0.5 text-sm text-ink-600">{description}</p>
      </div>
      {children}
    </div>
  );
}
