import { ImageUp, Loader2, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api/client';
import { mediaProblem, useUploadMedia } from '../api/media';
import { useConsoleT } from '../i18n';
import { TextInput } from './Fields';

/**
 * An image of a catalog form: upload (POST /admin/media, contract D) or type a site artwork path
 * (/art/….svg); a preview in a fixed 4:3 box so nothing shifts.
 */
export function ImageField({
  id,
  label,
  value,
  onChange,
  error,
  onRemove,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  /** In a list of images: the remove button takes the whole entry away (shown even when empty). */
  onRemove?: () => void;
}) {
  const { t } = useConsoleT();
  const upload = useUploadMedia();
  const file = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const pick = (f: File | undefined) => {
    if (!f) return;
    const problem = mediaProblem(f);
    if (problem) {
      toast.error(t(`catalog.${problem}`));
      return;
    }
    upload.mutate(f, {
      onSuccess: (m) => onChange(m.url),
      onError: (e) => toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) }),
    });
  };
  return (
    <div>
      <span className="mb-1 block text-sm font-semibold text-ink-900" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex aspect-[4/3] w-40 shrink-0 items-center justify-center overflow-hidden rounded-[10px] border border-cream-200 bg-cream-100">
          {value ? (
            <img src={value} alt={label} className="h-full w-full object-cover" />
          ) : (
            <ImageUp className="h-8 w-8 text-ink-600/60" aria-hidden />
          )}
        </div>
        <div className="min-w-48 flex-1 space-y-2">
          <TextInput
            id={id}
            aria-labelledby={`${id}-label`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            invalid={Boolean(error)}
            placeholder="/media/… or /art/….svg"
          />
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={file}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(e) => pick(e.target.files?.[0])}
            />
            <button
              type="button"
              onClick={() => file.current?.click()}
              disabled={upload.isPending}
              aria-describedby={hintId}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-saffron-600 bg-white px-4 text-sm font-semibold text-saffron-700 hover:bg-saffron-50 disabled:opacity-55"
            >
              {upload.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <ImageUp className="h-4 w-4" aria-hidden />
              )}
              {upload.isPending ? t('catalog.uploading') : t('catalog.upload')}
            </button>
            {(value || onRemove) && (
              <button
                type="button"
                onClick={onRemove ?? (() => onChange(''))}
                className="inline-flex min-h-11 items-center gap-1 px-2 text-sm font-semibold text-ink-600 hover:text-danger"
              >
                <X className="h-4 w-4" aria-hidden /> {t('catalog.remove')}
              </button>
            )}
            <span id={hintId} className="text-xs text-ink-600">
              {t('catalog.uploadHelp')}
            </span>
          </div>
          {error && (
            <p id={`${id}-error`} className="text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
