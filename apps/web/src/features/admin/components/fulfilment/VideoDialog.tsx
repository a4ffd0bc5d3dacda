import { Loader2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/Button';
import { toast } from '../../../../lib/toast';
import { messageOf } from '../../api/client';
import { uploadVideo, useFulfilmentAction, type Target } from '../../api/fulfilment';
import { uploadMedia } from '../../api/media';
import { useConsoleT } from '../../i18n';
import { ConsoleDialog } from '../ConsoleDialog';
import { Labeled, TextInput } from '../Fields';
import { useActionError } from './BoardBits';

const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/**
 * The puja video for a puja's devotees (all, or the chosen ones): a file streamed to the server
 * with its progress shown, or an https link; an optional poster through the image upload.
 */
export function VideoDialog({
  open,
  onOpenChange,
  target,
  count,
  title,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  target: Target;
  count: number;
  title: string;
}) {
  const { t } = useConsoleT();
  const action = useFulfilmentAction();
  const onError = useActionError();
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = progress !== null || action.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const trimmed = link.trim();
    if (!file && !trimmed) return setError(t('fulfilment.video.chooseOne'));
    if (file && !VIDEO_TYPES.includes(file.type)) return setError(t('fulfilment.video.wrongType'));
    if (!file && !/^https:\/\/\S+$/i.test(trimmed)) return setError(t('fulfilment.video.linkInvalid'));
    try {
      let body: { videoId?: string; videoLink?: string; posterUrl?: string };
      if (file) {
        abort.current = new AbortController();
        setProgress(0);
        const posterUrl = poster ? (await uploadMedia(poster)).url : undefined;
        const video = await uploadVideo(file, setProgress, abort.current.signal);
        body = { videoId: video.id, ...(posterUrl ? { posterUrl } : {}) };
      } else body = { videoLink: trimmed };
      setProgress(null);
      const r = await action.mutateAsync({ path: 'video', body: { ...target, ...body } });
      toast.success(t('fulfilment.videoDone', { count: r.kept }));
      onOpenChange(false);
    } catch (err) {
      setProgress(null);
      if (file) setError(messageOf(err, t('common.failed')));
      else onError(err);
    }
  };

  return (
    <ConsoleDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) abort.current?.abort();
        onOpenChange(o);
      }}
      title={t('fulfilment.video.title', { title })}
      description={
        count > 0 && 'group' in target
          ? t('fulfilment.video.forAll', { count })
          : t('fulfilment.video.forChosen', { count })
      }
      busy={action.isPending}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Labeled id="video-file" label={t('fulfilment.video.file')} hint={t('fulfilment.video.fileHint')}>
          <input
            id="video-file"
            type="file"
            accept="video/mp4,video/webm"
            disabled={busy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-cream-100 file:px-4 file:font-semibold file:text-maroon-800"
          />
        </Labeled>
        {file && (
          <Labeled id="video-poster" label={t('fulfilment.video.poster')}>
            <input
              id="video-poster"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={busy}
              onChange={(e) => setPoster(e.target.files?.[0] ?? null)}
              className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-cream-100 file:px-4 file:font-semibold file:text-maroon-800"
            />
          </Labeled>
        )}
        <p className="text-center text-sm text-ink-600">{t('fulfilment.video.or')}</p>
        <Labeled id="video-link" label={t('fulfilment.video.link')}>
          <TextInput
            id="video-link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={link}
            disabled={busy || Boolean(file)}
            onChange={(e) => setLink(e.target.value)}
          />
        </Labeled>
        {progress !== null && (
          <div>
            <progress
              className="h-2 w-full accent-saffron-600"
              max={1}
              value={progress}
              aria-label={t('fulfilment.video.progress', { percent: Math.round(progress * 100) })}
            />
            <p className="mt-1 text-sm text-ink-600" aria-live="polite">
              {t('fulfilment.video.progress', { percent: Math.round(progress * 100) })}
            </p>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="maroon" disabled={busy} aria-busy={busy}>
            {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {t('fulfilment.video.submit')}
          </Button>
        </div>
      </form>
    </ConsoleDialog>
  );
}
