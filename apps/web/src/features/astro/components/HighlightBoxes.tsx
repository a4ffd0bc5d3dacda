import { Sparkles } from 'lucide-react';
import { highlightBoxes } from '@sankalp/shared/pricing';
import { HIGHLIGHT_BOX_FILLER } from '@sankalp/shared/constants';
import { boxLines } from '../pandit-state';
import { useAstroT } from '../i18n';

/** Three boxes of the pandit's highlight points, two per box, padded with the standard pair. */
export function HighlightBoxes({ points }: { points: string[] }) {
  const { t } = useAstroT();
  // The standard pair that pads a short list is ours, so it is said in the reader's language.
  const lines = (box: string) => (box === HIGHLIGHT_BOX_FILLER ? [t('profile.fillerA'), t('profile.fillerB')] : boxLines(box));
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label={t('profile.highlights')}>
      {highlightBoxes(points).map((box, i) => (
        <li key={i} className="flex gap-3 rounded-[12px] border border-cream-200 bg-white p-5 shadow-raised">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-700">
            <Sparkles className="h-5 w-5" aria-hidden />
          </span>
          <ul className="space-y-2 pt-1.5">
            {lines(box).map((line) => (
              <li key={line} className="flex gap-2 font-semibold leading-snug text-ink-900">
                <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-saffron-600" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
