import { CalendarCheck, ClipboardCheck, MapPin } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { useStaffTemple } from '../api/scoped';
import { Card, Empty, LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { useConsole } from '../lib/console-context';

/** /admin/temple: a temple staff member's own temple(s) (GET /admin/temples/{id}), with their work. */
export default function TempleSection() {
  const { t } = useConsoleT();
  const { temples } = useConsole();
  return (
    <>
      <SectionHeader title={t('sections.temple')} />
      {temples.length === 0 ? (
        <Empty message={t('temple.none')} />
      ) : (
        <div className="space-y-6">
          {temples.map((tp) => (
            <TempleCard key={tp.id} id={tp.id} />
          ))}
        </div>
      )}
    </>
  );
}

function TempleCard({ id }: { id: string }) {
  const { t } = useConsoleT();
  const q = useStaffTemple(id);
  if (q.isPending) return <LoadingRows rows={3} />;
  if (q.isError) return <LoadFailure error={q.error} onRetry={() => void q.refetch()} />;
  const tp = q.data;
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row">
        <img
          src={tp.image}
          alt={tp.name}
          className="aspect-[4/3] w-full shrink-0 rounded-[10px] object-cover sm:w-56"
        />
        <div className="min-w-0">
          <h2 className="font-display text-2xl font-bold text-maroon-800">{tp.name}</h2>
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-600">
            <MapPin className="h-4 w-4" aria-hidden /> {tp.location} · {tp.deity}
          </p>
          <p className="mt-2 text-ink-900">{tp.description}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to="/admin/approvals" className="min-h-11">
              <ClipboardCheck className="h-4 w-4" aria-hidden /> {t('temple.listings')}
            </ButtonLink>
            <ButtonLink to="/admin/bookings" variant="outline" className="min-h-11">
              <CalendarCheck className="h-4 w-4" aria-hidden /> {t('sections.bookings')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Card>
  );
}
