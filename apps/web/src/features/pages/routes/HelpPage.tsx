import { useEffect, useMemo, useRef } from 'react';
import { PageHero, SectionHeading } from '../../../components/ui/PageHero';
import { Tabs } from '../../../components/ui/Tabs';
import { useTitle } from '../../../lib/use-title';
import { ContactForm } from '../components/ContactForm';
import { FaqResults } from '../components/FaqResults';
import { SearchField } from '../components/SearchField';
import { SupportAside } from '../components/SupportAside';
import { SupportChannelCards } from '../components/SupportChannelCards';
import { UserGuideCards } from '../components/UserGuideCards';
import { useFaqCategories } from '../content/faqs';
import { supportChannels } from '../content/support-channels';
import { useUserGuides } from '../content/user-guides';
import { usePagesT } from '../i18n/index';
import { countFaqs, filterFaqs } from '../lib/faq-search';
import { useQueryParams } from '../lib/use-query-params';

const TABS = ['faqs', 'contact', 'guides'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string): v is Tab => (TABS as readonly string[]).includes(v);

/** Spec part 3 § 2 (Help and support): tabs FAQs, Contact Us, User Guides, and an FAQ search. */
export default function HelpPage() {
  const { t, language } = usePagesT();
  useTitle(t('help.title'));
  const categories = useFaqCategories();
  const guides = useUserGuides();
  // `t` reads the current language: `language` is what changes the words.
  const channels = useMemo(() => supportChannels(t, language), [t, language]);
  const { get, set } = useQueryParams();
  const query = get('q');
  const tabParam = get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'faqs';
  const groups = filterFaqs(categories, query);
  const shown = countFaqs(groups);

  // "Send us a message" beside the FAQs swaps the panel it sits in: keep keyboard focus on the tabs.
  const tabsRef = useRef<HTMLDivElement>(null);
  const focusTab = useRef(false);
  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [tab]);
  const openContact = () => {
    focusTab.current = true;
    set({ tab: 'contact' });
  };

  return (
    <>
      <PageHero eyebrow={t('help.title')} title={t('help.heading')} subtitle={t('help.subtitle')}>
        {/* The search filters the FAQs, so typing brings that tab forward. */}
        <SearchField
          value={query}
          onChange={(q) => set({ q, tab: '' })}
          label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
        />
      </PageHero>
      <div ref={tabsRef} className="container-page py-8 md:py-12">
        <Tabs
          label={t('help.tabsLabel')}
          value={tab}
          onValueChange={(v) => set({ tab: v === 'faqs' ? '' : v })}
          items={[
            {
              value: 'faqs',
              label: t('help.tabFaqs'),
              content: (
                <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
                  <div>
                    <h2 className="sr-only">{t('help.faqHeading')}</h2>
                    <p className="mb-4 text-sm text-ink-600" aria-live="polite">
                      {query.trim()
                        ? t('faq.answersFor', { count: shown, query: query.trim() })
                        : t('help.questionsInTopics', { count: shown, topics: categories.length })}
                    </p>
                    <FaqResults groups={groups} resetKey={query} onClear={() => set({ q: '' })} headingLevel={3} />
                  </div>
                  <SupportAside channels={channels} onWrite={openContact} />
                </div>
              ),
            },
            {
              value: 'contact',
              label: t('contact.title'),
              content: (
                <div className="space-y-10">
                  <section aria-labelledby="help-reach">
                    <SectionHeading id="help-reach" title={t('help.reachTitle')} subtitle={t('help.reachSubtitle')} />
                    <SupportChannelCards channels={channels} />
                  </section>
                  <section aria-labelledby="help-write" className="mx-auto max-w-3xl">
                    <SectionHeading id="help-write" title={t('contact.writeTitle')} />
                    <ContactForm source="help" />
                  </section>
                </div>
              ),
            },
            {
              value: 'guides',
              label: t('help.tabGuides'),
              content: (
                <section aria-labelledby="help-guides">
                  <SectionHeading id="help-guides" title={t('help.guidesTitle')} subtitle={t('help.guidesSubtitle')} />
                  <UserGuideCards guides={guides} />
                </section>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
