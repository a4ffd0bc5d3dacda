import { useSearchParams } from 'react-router';
import { ArrowDown } from 'lucide-react';
import type { EventDateFilter } from '@sankalp/shared/constants';
import { Button } from '../../../components/ui/Button';
import { PageHero, SectionHeading } from '../../../components/ui/PageHero';
import { useTitle } from '../../../lib/use-title';
import { useUpcomingEvents } from '../api/upcoming-events';
import { EventFilters } from '../components/EventFilters';
import { EventList } from '../components/EventList';
import { parseWhen } from '../lib/event-list';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { useChadhavaT } from '../i18n';

export default function ChadhavaPage() {
  const { t } = useChadhavaT();
  useTitle(t('titles.list'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const when = parseWhen(params.get('when'));
  // The search is the server's; the date filter narrows the pages loaded so far.
  const events = useUpcomingEvents(q.trim());

  // Filters live in the URL so a shared or refreshed link shows the same list.
  const setParam = (key: 'q' | 'when', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const scrollToEvents = () => scrollToSection('upcoming-events');

  return (
    <>
      <PageHero
        eyebrow={t('landing.eyebrow')}
        title={t('landing.title')}
        subtitle={t('landing.subtitle')}
        image="/art/hero-chadhava.svg"
      >
        <Button variant="secondary" size="lg" onClick={scrollToEvents}>
          {t('landing.cta')} <ArrowDown className="h-5 w-5" aria-hidden />
        </Button>
      </PageHero>

      <section
        id="upcoming-events"
        aria-labelledby="upcoming-events-title"
        className="container-page scroll-mt-20 py-10 md:py-14"
      >
        <SectionHeading
          id="upcoming-events-title"
          title={t('landing.upcoming')}
          subtitle={t('landing.upcomingSubtitle')}
        />
        <EventFilters
          q={q}
          when={when}
          onSearch={(v) => setParam('q', v, '')}
          onWhen={(w: EventDateFilter) => setParam('when', w, 'all')}
        />
        <div className="mt-6">
          <EventList
            list={events}
            q={q}
            when={when}
            onClearFilters={() => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true })}
          />
        </div>
      </section>
    </>
  );
}
