import { HelpBlock } from '../../../components/ui/HelpBlock';
import { PageHero } from '../../../components/ui/PageHero';
import { useT } from '../../../lib/i18n/index';
import { useTitle } from '../../../lib/use-title';
import { CategoryChips } from '../components/CategoryChips';
import { FaqResults } from '../components/FaqResults';
import { SearchField } from '../components/SearchField';
import { useFaqCategories } from '../content/faqs';
import { usePagesT } from '../i18n/index';
import { ALL_CATEGORIES, categoryOptions, countFaqs, filterFaqs, selectedCategory } from '../lib/faq-search';
import { useQueryParams } from '../lib/use-query-params';

/** Spec part 3 § 2 (FAQ): search over question and answer text, four categories, single-open answers. */
export default function FaqPage() {
  const { t } = usePagesT();
  const { t: common } = useT();
  useTitle(t('faq.title'));
  const categories = useFaqCategories();
  const { get, set } = useQueryParams();
  const query = get('q');
  const topic = selectedCategory(categories, get('topic'));
  const groups = filterFaqs(categories, query, topic);
  const shown = countFaqs(groups);

  return (
    <>
      <PageHero eyebrow={t('faq.eyebrow')} title={t('faq.title')} subtitle={t('faq.subtitle')}>
        <SearchField
          value={query}
          onChange={(q) => set({ q })}
          label={t('faq.searchLabel')}
          placeholder={t('faq.searchPlaceholder')}
        />
      </PageHero>
      <div className="container-page py-8 md:py-12">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,48rem)] lg:gap-12">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="mb-3 hidden text-sm font-semibold uppercase tracking-wider text-ink-600 lg:block">
              {t('faq.topics')}
            </h2>
            <CategoryChips
              options={categoryOptions(categories, query, t('faq.allTopics'))}
              value={topic}
              onChange={(id) => set({ topic: id === ALL_CATEGORIES ? '' : id })}
            />
          </div>
          <div>
            <p className="mt-4 text-sm text-ink-600 lg:mt-0" aria-live="polite">
              {query.trim()
                ? t('faq.answersFor', { count: shown, query: query.trim() })
                : t('faq.questions', { count: shown })}
            </p>
            <div className="mt-4">
              <FaqResults groups={groups} resetKey={`${query}|${topic}`} onClear={() => set({ q: '', topic: '' })} />
            </div>
          </div>
        </div>
        <div className="mt-12">
          <HelpBlock
            layout="banner"
            title={t('faq.notFound')}
            link={{ to: '/contact-us', label: common('footer.links.contact') }}
          />
        </div>
      </div>
    </>
  );
}
