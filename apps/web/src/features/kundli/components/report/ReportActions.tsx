import { BookmarkCheck, BookmarkPlus, Loader2, Share2 } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { TOAST_ERROR_MS } from '@sankalp/shared/constants';
import type { KundliSaveInput } from '@sankalp/shared/schemas/kundli';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { DownloadButton } from '../../../../components/ui/DownloadButton';
import { ApiError } from '../../../../lib/api';
import { useAuth } from '../../../../lib/auth/AuthProvider';
import { useSaveKundli } from '../../../../lib/kundli/kundli-api';
import { toast } from '../../../../lib/toast';
import { useKundliT } from '../../i18n';

export const SAVED_TAB = '/profile?tab=kundlis';

/** Download the PDF, save to the account (or sign in first), share the link. */
export function ReportActions({ query, name, save }: { query: string; name: string; save: KundliSaveInput }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const saving = useSaveKundli();
  const { t } = useKundliT();
  const fileName = `kundli-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  }.pdf`;

  const onSave = () =>
    saving.mutate(save, {
      onSuccess: () =>
        toast.success(t('actions.saved'), { description: t('actions.savedText') }),
      onError: (e) =>
        toast.error(e instanceof ApiError && e.status > 0 ? e.message : t('actions.saveFailed'), {
          duration: TOAST_ERROR_MS,
        }),
    });

  const onShare = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: t('actions.shareTitle', { name }), url });
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('actions.copied'), { description: t('actions.copiedText') });
    } catch {
      toast.error(t('actions.copyFailed'), {
        description: t('actions.copyFailedText'),
        duration: TOAST_ERROR_MS,
      });
    }
  };

  return (
    <div className="flex flex-wrap gap-3">
      <DownloadButton
        path={`/kundli/report.pdf?${query}`}
        fileName={fileName}
        variant="primary"
        size="lg"
        errorTitle={t('actions.downloadFailed')}
      >
        {t('actions.download')}
      </DownloadButton>
      {!isAuthenticated ? (
        <ButtonLink to="/auth" state={{ from: location.pathname + location.search }} variant="outline" size="lg">
          <BookmarkPlus className="h-5 w-5" aria-hidden />
          {t('actions.signIn')}
        </ButtonLink>
      ) : saving.isSuccess ? (
        <ButtonLink to={SAVED_TAB} variant="outline" size="lg">
          <BookmarkCheck className="h-5 w-5" aria-hidden />
          {t('actions.savedViewAll')}
        </ButtonLink>
      ) : (
        <Button variant="outline" size="lg" onClick={onSave} disabled={saving.isPending} aria-busy={saving.isPending}>
          {saving.isPending ? (
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
          ) : (
            <BookmarkPlus className="h-5 w-5" aria-hidden />
          )}
          {t('actions.save')}
        </Button>
      )}
      <Button variant="ghost" size="lg" onClick={() => void onShare()}>
        <Share2 className="h-5 w-5" aria-hidden />
        {t('actions.share')}
      </Button>
      <Link to="/kundli#kundli-generator" className="sr-only">
        {t('actions.another')}
      </Link>
    </div>
  );
}
