import { useId, useState } from 'react';
import { truncateText } from '../lib/text';
import { useChadhavaT } from '../i18n';

/** Text cut at `max` characters with a Read More / Read Less toggle (spec: about at 200). */
export function ExpandableText({ text, max, className = '' }: { text: string; max: number; className?: string }) {
  const { t } = useChadhavaT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const short = truncateText(text, max);
  return (
    <div className={className}>
      <p id={id} className="whitespace-pre-line text-ink-600">
        {open || !short.truncated ? text.trim() : short.text}
      </p>
      {short.truncated && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 min-h-11 font-semibold text-saffron-700 underline-offset-4 hover:underline"
        >
          {open ? t('event.readLess') : t('event.readMore')}
        </button>
      )}
    </div>
  );
}
