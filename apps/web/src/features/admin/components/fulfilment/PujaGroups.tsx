import type { BoardItem, PujaGroup } from '@sankalp/shared/api/admin-fulfilment';
import type { PromiseType } from '@sankalp/shared/promises';
import { CalendarDays, ChevronDown, Clapperboard, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { toast } from '../../../../lib/toast';
import { useFulfilmentAction, usePujaGroups, type Target } from '../../api/fulfilment';
import { useConsoleT } from '../../i18n';
import { day } from '../../lib/format';
import { Badge } from '../Badge';
import { Card, Empty, LoadFailure, LoadingRows } from '../Section';
import { BoardList, DueLine, PromiseBadge, useActionError } from './BoardBits';
import { VideoDialog } from './VideoDialog';

const SHOWN_TYPES: PromiseType[] = ['puja_performed', 'puja_video', 'aashirwad_box', 'confirmation_call'];

/** Pujas (and chadhava events) by date: every devotee at once, or the chosen ones. */
export function PujaGroups({ status }: { status: string }) {
  const { t } = useConsoleT();
  const q = usePujaGroups({ status: status || undefined });
  if (q.isPending) return <LoadingRows rows={4} />;
  if (q.isError) return <LoadFailure error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.groups.length === 0) return <Empty message={t('fulfilment.noPujas')} />;
  return (
    <ul className="space-y-4" aria-label={t('fulfilment.tabs.pujas')}>
      {q.data.groups.map((g) => (
        <li key={g.key}>
          <GroupCard g={g} />
        </li>
      ))}
    </ul>
  );
}

function GroupCard({ g }: { g: PujaGroup }) {
  const { t, language } = useConsoleT();
  const action = useFulfilmentAction();
  const onError = useActionError();
  const [open, setOpen] = useState(false);
  const [video, setVideo] = useState<{ target: Target; count: number } | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const performedOpen = g.open.puja_performed ?? 0;
  const videoOpen = g.open.puja_video ?? 0;

  const markPerformed = (target: Target) =>
    action.mutate(
      { path: 'performed', body: target },
      {
        onSuccess: (r) => {
          toast.success(t('fulfilment.performedDone', { count: r.kept }));
          setChosen(new Set());
        },
        onError,
      },
    );

  return (
    <Card className={g.overdue > 0 ? 'border-l-4 border-danger' : ''}>
      <div className="flex flex-wrap items-start gap-3">
        <CalendarDays className="mt-1 h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-maroon-800">{g.title}</h2>
          <p className="text-sm text-ink-600">
            {day(g.at, language)}
            {g.temple ? ` · ${g.temple.name}` : ''} · {t('fulfilment.devotees', { count: g.devotees })}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {g.overdue > 0 && <Badge tone="danger">{t('fulfilment.overdueCount', { count: g.overdue })}</Badge>}
            {SHOWN_TYPES.filter((ty) => g.open[ty]).map((ty) => (
              <Badge key={ty} tone="warning">
                {t(`fulfilment.types.${ty}`)} · {g.open[ty]}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={performedOpen === 0 || action.isPending}
            onClick={() => markPerformed({ group: g.key })}
          >
            {t('fulfilment.markPerformed')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={videoOpen === 0}
            onClick={() => setVideo({ target: { group: g.key }, count: videoOpen })}
          >
            <Clapperboard className="h-4 w-4" aria-hidden />
            {t('fulfilment.uploadVideo')}
          </Button>
        </div>
      </div>
      <button
        type="button"
        className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-saffron-700"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        {open ? t('fulfilment.hideDevotees') : t('fulfilment.showDevotees')}
      </button>
      {open && (
        <div className="mt-2">
          <BoardList
            filters={{ group: g.key, type: 'puja_performed,puja_video', limit: 100 }}
            render={(items) => <Devotees items={items} chosen={chosen} setChosen={setChosen} />}
          />
          {chosen.size > 0 && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={action.isPending}
                onClick={() =>
                  markPerformed({
                    promiseIds: [...chosen].flatMap((id) => (id.split('|')[0] ? [id.split('|')[0]!] : [])),
                  })
                }
              >
                {t('fulfilment.markChosen', { count: chosen.size })}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setVideo({
                    target: { promiseIds: [...chosen].flatMap((id) => (id.split('|')[1] ? [id.split('|')[1]!] : [])) },
                    count: chosen.size,
                  })
                }
              >
                {t('fulfilment.videoChosen', { count: chosen.size })}
              </Button>
            </div>
          )}
        </div>
      )}
      {video && (
        <VideoDialog
          open
          onOpenChange={(o) => !o && setVideo(null)}
          target={video.target}
          count={video.count}
          title={g.title}
        />
      )}
    </Card>
  );
}

/**
 * One row per devotee: their performed and video promises side by side. A choice is kept as
 * "<open performed id>|<open video id>" so each action takes the ids it is for.
 */
function Devotees({
  items,
  chosen,
  setChosen,
}: {
  items: BoardItem[];
  chosen: Set<string>;
  setChosen: (s: Set<string>) => void;
}) {
  const { t } = useConsoleT();
  const byRecord = new Map<string, { performed?: BoardItem; video?: BoardItem; any: BoardItem }>();
  for (const i of items) {
    const r = byRecord.get(i.refId) ?? { any: i };
    if (i.type === 'puja_performed') r.performed = i;
    if (i.type === 'puja_video') r.video = i;
    byRecord.set(i.refId, r);
  }
  return (
    <ul className="divide-y divide-cream-200 rounded-[10px] border border-cream-200">
      {[...byRecord.entries()].map(([refId, r]) => {
        const key = `${r.performed && !r.performed.keptAt ? r.performed.id : ''}|${r.video && !r.video.keptAt ? r.video.id : ''}`;
        const selectable = key !== '|';
        const on = chosen.has(key);
        return (
          <li key={refId} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
            <input
              type="checkbox"
              className="h-5 w-5 accent-saffron-600"
              disabled={!selectable}
              checked={on}
              aria-label={t('fulfilment.chooseDevotee', { name: r.any.name })}
              onChange={() => {
                const next = new Set(chosen);
                if (on) next.delete(key);
                else next.add(key);
                setChosen(next);
              }}
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">{r.any.name}</p>
              <p className="text-xs text-ink-600">{r.any.reference}</p>
            </div>
            {[r.performed, r.video].map(
              (p) =>
                p && (
                  <div key={p.id} className="text-right text-xs">
                    <p className="mb-0.5 font-semibold text-ink-900">
                      {t(`fulfilment.types.${p.type}`)} <PromiseBadge status={p.status} />
                    </p>
                    <DueLine item={p} />
                    {p.evidence.videoUrl && (
                      <a
                        href={p.evidence.videoUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="ml-2 inline-flex items-center gap-1 font-semibold text-saffron-700"
                      >
                        <PlayCircle className="h-3.5 w-3.5" aria-hidden />
                        {t('fulfilment.video.watch')}
                      </a>
                    )}
                  </div>
                ),
            )}
          </li>
        );
      })}
    </ul>
  );
}
