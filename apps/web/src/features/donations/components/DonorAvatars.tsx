import { Users } from 'lucide-react';
import { donorAvatarsView, initials, isImageSource } from '../lib/donors';
import { formatNumber } from '../../../lib/i18n/format';
import { rich } from '../../../lib/i18n/rich';
import { useDonationsT } from '../i18n';

/** Up to 4 donor avatars, "+N more", and the donor count. */
export function DonorAvatars({ avatars, donorCount }: { avatars: readonly string[] | undefined; donorCount: number }) {
  const { t } = useDonationsT();
  const { shown, more } = donorAvatarsView(avatars, donorCount);
  const count = Math.max(0, donorCount);
  return (
    <div className="flex items-center gap-2">
      {shown.length > 0 && (
        <ul className="flex -space-x-2" aria-hidden>
          {shown.map((a, i) => (
            <li
              key={a + i}
              className="h-8 w-8 overflow-hidden rounded-full border-2 border-white bg-saffron-100 text-[11px] font-bold text-saffron-700"
            >
              {isImageSource(a) ? (
                <img src={a} alt="" loading="lazy" className="h-full w-full object-cover" />
              ) : (
                <span className="flex h-full w-full items-center justify-center">{initials(a)}</span>
              )}
            </li>
          ))}
          {more > 0 && (
            <li className="flex h-8 min-w-8 items-center justify-center rounded-full border-2 border-white bg-maroon-800 px-1.5 text-[11px] font-bold text-white">
              +{more > 999 ? `${Math.floor(more / 100) / 10}k` : more}
            </li>
          )}
        </ul>
      )}
      <p className="flex items-center gap-1 text-sm text-ink-600">
        {shown.length === 0 && <Users className="h-4 w-4 text-saffron-600" aria-hidden />}
        <span>
          {rich(t('donors.count', { count }), { n: <span className="font-semibold text-ink-900">{formatNumber(count)}</span> })}
          {more > 0 && shown.length > 0 && <span className="sr-only">{t('donors.more', { more })}</span>}
        </span>
      </p>
    </div>
  );
}
