import type { NotificationItem, NotificationKind } from '@sankalp/shared/api/notifications';
import {
  CalendarClock,
  CircleCheck,
  FileCheck,
  Flame,
  PackageCheck,
  PlayCircle,
  RotateCcw,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { StatusChip } from '../../../components/ui/StatusChip';
import type { Language } from '../../../lib/i18n/index';
import { formatWhen } from '../../../lib/i18n/format';
import type { NotificationsT } from '../i18n/index';
import { timeAgo } from '../lib/text';

const ICONS: Record<NotificationKind, LucideIcon> = {
  booking_confirmed: CircleCheck,
  puja_performed: Flame,
  video_ready: PlayCircle,
  shipped: Truck,
  delivered: PackageCheck,
  consultation_reminder: CalendarClock,
  refund_processed: RotateCcw,
  certificate_ready: FileCheck,
};

type Props = {
  item: NotificationItem;
  now: number;
  language: Language;
  t: NotificationsT;
  /** Opening an unread one marks it read. */
  onOpen: (item: NotificationItem) => void;
};

/** One notification: unread ones stand out (tinted, an 'Unread' chip, bold title); the whole row opens its booking. */
export function NotificationRow({ item, now, language, t, onOpen }: Props) {
  const Icon = ICONS[item.type] ?? CircleCheck;
  const unread = !item.readAt;
  const body = (
    <>
      <span
        className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${unread ? 'bg-saffron-600 text-white' : 'bg-cream-100 text-saffron-700'}`}
      >
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start gap-2">
          <span className={`flex-1 text-[16px] ${unread ? 'font-bold text-ink-900' : 'font-semibold text-ink-900'}`}>
            {item.title}
          </span>
          {unread && (
            <StatusChip tone="bg-maroon-800 text-white" size="mt-0.5 shrink-0 px-2 py-0.5 text-[11px] font-bold">
              {t('unreadDot')}
            </StatusChip>
          )}
        </span>
        <span className={`mt-0.5 block text-sm ${unread ? 'text-ink-900' : 'text-ink-600'}`}>{item.body}</span>
        <span className="mt-1.5 flex flex-wrap items-center gap-x-3 text-xs text-ink-600">
          <time
            dateTime={item.createdAt}
            title={formatWhen(item.createdAt, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }, language)}
          >
            {timeAgo(item.createdAt, now, language)}
          </time>
          {item.link && <span className="font-semibold text-saffron-700">{t('view')} →</span>}
        </span>
      </span>
    </>
  );
  const cls = `flex gap-3 rounded-[12px] border p-4 transition-colors ${
    unread ? 'border-saffron-500/40 bg-saffron-50' : 'border-cream-200 bg-white'
  }`;
  return (
    <li data-testid="notification" data-unread={unread}>
      {item.link ? (
        <Link to={item.link} className={`${cls} hover:border-saffron-500`} onClick={() => unread && onOpen(item)}>
          {body}
        </Link>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </li>
  );
}
