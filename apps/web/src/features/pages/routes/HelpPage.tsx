import { useEffect, useRef } from 'react';
import { PageHero, SectionHeading } from '../../../components/ui/PageHero';
import { Tabs } from '../../../components/ui/Tabs';
import { useTitle } from '../../../lib/use-title';
import { ContactForm } from '../components/ContactForm';
import { FaqResults } from '../components/FaqResults';
import { SearchField } from '../components/SearchField';
import { SupportAside } from '../components/SupportAside';
import { SupportChannelCards } from '../components/SupportChannelCards';
import { UserGuideCards } from '../components/UserGuideCards';
import { FAQ_CATEGORIES } from '../content/faqs';
import { SUPPORT_CHANNELS } from '../content/support-channels';
import { USER_GUIDES } from '../content/user-guides';
import { countFaqs, filterFaqs } from '../lib/faq-search';
import { useQueryParams } from '../lib/use-query-params';

const TABS = ['faqs', 'contact', 'guides'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string): v is Tab => (TABS as readonly string[]).includes(v);

/** Spec part 3 § 2 (Help and support): tabs FAQs, Contact Us, User Guides, and an FAQ search. */
export default function HelpPage() {
  useTitle('Help & Support');
  const { get, set } = useQueryParams();
  const query = get('q');
  const tabParam = get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'faqs';
  const groups = filterFaqs(FAQ_CATEGORIES, query);
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
      <PageHero
        eyebrow="Help & Support"
        title="How can we help you today?"
        subtitle="Search our answers, follow a step-by-step guide, or reach our seva team."
      >
        {/* The search filters the FAQs, so typing brings that tab forward. */}
        <SearchField
          value={query}
          onChange={(q) => set({ q, tab: '' })}
          label="Search FAQs"
          placeholder="Search FAQs, e.g. cancel, 80G, live"
        />
      </PageHero>
      <div ref={tabsRef} className="container-page py-8 md:py-12">
        <Tabs
          label="Help topics"
          value={tab}
          onValueChange={(v) => set({ tab: v === 'faqs' ? '' : v })}
          items={[
            {
              value: 'faqs',
              label: 'FAQs',
              content: (
                <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
                  <div>
                    <h2 className="sr-only">Frequently asked questions</h2>
                    <p className="mb-4 text-sm text-ink-600" aria-live="polite">
                      {query.trim()
                        ? `${shown} ${shown === 1 ? 'answer' : 'answers'} for “${query.trim()}”`
                        : `${shown} questions in ${FAQ_CATEGORIES.length} topics`}
                    </p>
                    <FaqResults groups={groups} resetKey={query} onClear={() => set({ q: '' })} headingLevel={3} />
                  </div>
                  <SupportAside channels={SUPPORT_CHANNELS} onWrite={openContact} />
                </div>
              ),
            },
            {
              value: 'contact',
              label: 'Contact Us',
              content: (
                <div className="space-y-10">
                  <section aria-labelledby="help-reach">
                    <SectionHeading
                      id="help-reach"
                      title="Reach our seva team"
                      subtitle="Choose whatever is easiest for you. Keep your booking or order ID at hand."
                    />
                    <SupportChannelCards channels={SUPPORT_CHANNELS} />
                  </section>
                  <section aria-labelledby="help-write" className="mx-auto max-w-3xl">
                    <SectionHeading id="help-write" title="Send us a message" />
                    <ContactForm source="help" />
                  </section>
                </div>
              ),
            },
            {
              value: 'guides',
              label: 'User Guides',
              content: (
                <section aria-labelledby="help-guides">
                  <SectionHeading
                    id="help-guides"
                    title="Step-by-step guides"
                    subtitle="Everything you can do on Sankalp, one simple step at a time."
                  />
                  <UserGuideCards guides={USER_GUIDES} />
                </section>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
