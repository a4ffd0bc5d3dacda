import { HelpBlock } from '../../../components/ui/HelpBlock';
import { PageHero } from '../../../components/ui/PageHero';
import { useTitle } from '../../../lib/use-title';
import { CategoryChips } from '../components/CategoryChips';
import { FaqResults } from '../components/FaqResults';
import { SearchField } from '../components/SearchField';
import { FAQ_CATEGORIES } from '../content/faqs';
import { ALL_CATEGORIES, categoryOptions, countFaqs, filterFaqs, selectedCategory } from '../lib/faq-search';
import { useQueryParams } from '../lib/use-query-params';

/** Spec part 3 § 2 (FAQ): search over question and answer text, four categories, single-open answers. */
export default function FaqPage() {
  useTitle('Frequently Asked Questions');
  const { get, set } = useQueryParams();
  const query = get('q');
  const topic = selectedCategory(FAQ_CATEGORIES, get('topic'));
  const groups = filterFaqs(FAQ_CATEGORIES, query, topic);
  const shown = countFaqs(groups);

  return (
    <>
      <PageHero
        eyebrow="Help centre"
        title="Frequently Asked Questions"
        subtitle="Clear answers about live darshan, puja bookings, payments, donations and consultations."
      >
        <SearchField
          value={query}
          onChange={(q) => set({ q })}
          label="Search questions and answers"
          placeholder="Search, e.g. refund, gotra, prasad"
        />
      </PageHero>
      <div className="container-page py-8 md:py-12">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,48rem)] lg:gap-12">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="mb-3 hidden text-sm font-semibold uppercase tracking-wider text-ink-600 lg:block">Topics</h2>
            <CategoryChips
              options={categoryOptions(FAQ_CATEGORIES, query)}
              value={topic}
              onChange={(id) => set({ topic: id === ALL_CATEGORIES ? '' : id })}
            />
          </div>
          <div>
            <p className="mt-4 text-sm text-ink-600 lg:mt-0" aria-live="polite">
              {query.trim()
                ? `${shown} ${shown === 1 ? 'answer' : 'answers'} for “${query.trim()}”`
                : `${shown} questions`}
            </p>
            <div className="mt-4">
              <FaqResults groups={groups} resetKey={`${query}|${topic}`} onClear={() => set({ q: '', topic: '' })} />
            </div>
          </div>
        </div>
        <div className="mt-12">
          <HelpBlock
            layout="banner"
            title="Didn’t find your answer?"
            link={{ to: '/contact-us', label: 'Contact Us' }}
          />
        </div>
      </div>
    </>
  );
}
