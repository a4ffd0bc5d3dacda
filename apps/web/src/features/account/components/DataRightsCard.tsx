import { TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { ArrowRight, Download, Loader2, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf } from '../../../lib/auth/reducer';
import { browserStorage } from '../../../lib/auth/storage';
import { useT } from '../../../lib/i18n/index';
import { toast } from '../../../lib/toast';
import { useDataExport } from '../api/data-export';
import { DATA_RIGHTS_TEXT, fill } from '../lib/data-rights-text';
import { errorMessage } from '../lib/errors';
import { SETTINGS_KEY } from '../lib/settings';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SettingsCard } from './SettingsSections';

/**
 * Settings › Account › "Your data" (DPDP Act, 2023): download everything held about the account,
 * or delete it. After a deletion this device forgets the session and the account's settings, and
 * `onAccountDeleted` lets the page leave for the home page.
 */
export function DataRightsCard({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const { language } = useT();
  const tx = DATA_RIGHTS_TEXT[language];
  const { user, forgetSession } = useAuth();
  const exporter = useDataExport(userIdOf(user) ?? '');
  const [confirming, setConfirming] = useState(false);

  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: (file) => toast.success(tx.downloadDone, { description: fill(tx.downloadDoneDetail, { file }) }),
      onError: (err) =>
        toast.error(tx.downloadFailed, {
          description: errorMessage(err, 'Please check your connection and try again.'),
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
    toast.success(tx.deleted, { description: tx.deletedDetail, duration: 8000 });
  };

  const busy = exporter.isPending;
  return (
    <SettingsCard title={tx.cardTitle} description={tx.cardDescription}>
      <ActionRow
        icon={<Download className="h-5 w-5" aria-hidden />}
        label={tx.downloadLabel}
        description={tx.downloadDescription}
      >
        <Button variant="outline" size="sm" className="min-h-11" onClick={download} disabled={busy} aria-busy={busy}>
          {busy ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Download className="h-4 w-4" aria-hidden />
          )}
          {busy ? tx.downloadBusy : tx.downloadButton}
        </Button>
      </ActionRow>
      <ActionRow
        icon={<Trash2 className="h-5 w-5" aria-hidden />}
        label={tx.deleteLabel}
        description={tx.deleteDescription}
        danger
      >
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 text-danger hover:bg-red-50"
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {tx.deleteButton}
        </Button>
      </ActionRow>
      <p className="py-4 text-sm">
        <Link
          to="/privacy-policy#your-rights"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-saffron-700 underline underline-offset-4 hover:text-maroon-800"
        >
          {tx.policyLink}
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
