import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { ApiError } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { toast } from '../../lib/toast';
import { Button } from './Button';
import { useUiT } from './i18n';

type Props = {
  /** The server's path of the file (with `?key=` when the page has the access key). */
  path: string;
  fileName: string;
  children: string;
  variant?: 'primary' | 'outline' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** The toast's title when the file cannot be had. */
  errorTitle?: string;
};

/** Downloads a file the server makes (a receipt or report PDF), busy while it comes, a toast if it cannot. */
export function DownloadButton({
  path,
  fileName,
  children,
  variant = 'outline',
  size = 'md',
  className = '',
  errorTitle,
}: Props) {
  const { t } = useUiT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (e) {
      toast.error(errorTitle ?? t('download.failed'), {
        description: e instanceof ApiError && e.status > 0 ? e.message : t('download.checkConnection'),
        duration: TOAST_ERROR_MS,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download()}
    >
      {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />}
      {children}
    </Button>
  );
}
