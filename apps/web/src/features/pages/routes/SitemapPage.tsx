import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { PageHero } from '../../../components/ui/PageHero';
import { useT } from '../../../lib/i18n/index';
import { useTitle } from '../../../lib/use-title';
import { SITEMAP, type SitemapEntry } from '../content/sitemap';
import { usePagesT } from '../i18n/index';

/** Spec part 3 § 2 (Sitemap): grouped links plus a help block. */
export default function SitemapPage() {
  const { t } = usePagesT();
  const { t: common } = useT();
  useTitle(t('sitemap.title'));
  return (
    <>
      <PageHero eyebrow={t('sitemap.title')} title={t('sitemap.heading')} subtitle={t('sitemap.subtitle')} />
      <div className="container-page py-8 md:py-12">
        <div className="gap-5 sm:columns-2 lg:columns-3">
          {SITEMAP.map((g) => (
            <section
              key={g.id}
              aria-labelledby={`sm-${g.id}`}
              className="mb-5 break-inside-avoid rounded-[12px] bg-white p-5 shadow-raised"
            >
              <h2 id={`sm-${g.id}`} className="font-display text-xl font-bold">
                {t(`sitemap.groups.${g.id}`)}
              </h2>
              <div className="mt-1 h-0.5 w-10 bg-gold-400" aria-hidden />
              <ul className="mt-3 divide-y divide-cream-200">
                {g.entries.map((e) => (
                  <li key={e.path}>
                    <Entry entry={e} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="mt-12">
          <HelpBlock
            layout="banner"
            title={t('sitemap.notFound')}
            link={{ to: '/help', label: common('footer.links.help') }}
          />
        </div>
      </div>
    </>
  );
}

function Entry({ entry: e }: { entry: SitemapEntry }) {
  const { t } = usePagesT();
  const label = t(`sitemap.entries.${e.id}.label`);
  const description = t(`sitemap.entries.${e.id}.description`);
  if (e.soon) {
    // Listed by the spec but not open yet: shown as text, since a link would lead to a not-found page.
    return (
      <div className="flex min-h-14 items-center justify-between gap-3 py-2">
        <div>
          <span className="font-semibold text-ink-600">{label}</span>
          <p className="text-sm text-ink-600">{description}</p>
        </div>
        <span className="shrink-0 rounded-full bg-cream-100 px-2.5 py-0.5 text-xs font-semibold text-ink-600">
          {t('sitemap.soon')}
        </span>
      </div>
    );
  }
  return (
    <Link to={e.path} className="group flex min-h-14 items-center justify-between gap-3 py-2">
      <div>
        <span className="font-semibold text-saffron-700 group-hover:text-maroon-800 group-hover:underline">
          {label}
        </span>
        <p className="text-sm text-ink-600">{description}</p>
      </div>
      <ChevronRight className="h-5 w-5 shrink-0 text-ink-600 group-hover:text-saffron-600" aria-hidden />
    </Link>
  );
}
