import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowDown } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { PageHero, SectionHeading } from '../../../components/ui/PageHero';
import { Tabs } from '../../../components/ui/Tabs';
import { useTitle } from '../../../lib/use-title';
import { CampaignList } from '../components/CampaignList';
import { CATEGORY_TABS, parseCategory, type CategoryTab } from '../lib/categories';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { useDonationsT } from '../i18n';

export default function DonationsPage() {
  const { t } = useDonationsT();
  useTitle(t('titles.list'));
  const [params, setParams] = useSearchParams();
  const tab = parseCategory(params.get('category'));

  // On narrow screens the tab row scrolls: bring a tab opened from a link into view.
  useEffect(() => {
    const active = document.querySelector<HTMLElement>('#campaigns [role="tab"][data-state="active"]');
    const row = active?.parentElement;
    if (!active || !row) return;
    const left = active.offsetLeft - row.offsetLeft;
    const hidden = left < row.scrollLeft || left + active.offsetWidth > row.scrollLeft + row.clientWidth;
    if (hidden) row.scrollLeft = left - 16;
  }, [tab]);

  // The tab lives in the URL so a shared link opens the same category.
  const selectTab = (value: string) =>
    setParams(value === 'all' ? {} : { category: value }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHero
        eyebrow={t('landing.eyebrow')}
        title={t('landing.title')}
        subtitle={t('landing.subtitle')}
        image="/art/hero-donations.svg"
      >
        <Button
          variant="secondary"
          size="lg"
          onClick={() => scrollToSection('campaigns')}
        >
          {t('landing.cta')} <ArrowDown className="h-5 w-5" aria-hidden />
        </Button>
      </PageHero>
      <section id="campaigns" aria-labelledby="campaigns-title" className="container-page scroll-mt-20 py-10 md:py-14">
        <SectionHeading
          id="campaigns-title"
          title={t('landing.campaigns')}
          subtitle={t('landing.campaignsSubtitle')}
        />
        <Tabs
          label={t('landing.categories')}
          value={tab}
          onValueChange={selectTab}
          items={CATEGORY_TABS.map((c) => ({
            value: c.value,
            label: c.label,
            // Radix mounts only the active panel, so only that category is fetched.
            content: <CampaignList tab={c.value as CategoryTab} onShowAll={() => selectTab('all')} />,
          }))}
        />
      </section>
    </>
  );
}
