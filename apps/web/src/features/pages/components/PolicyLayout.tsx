import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHero } from '../../../components/ui/PageHero';
import { useT, type KeyOf, type Translator, type Vars } from '../../../lib/i18n/index';
import { useTitle } from '../../../lib/use-title';
import { usePagesT } from '../i18n/index';
import { PolicyText, type PolicyShape } from './PolicyText';
import { PolicyToc } from './PolicyToc';

export type PolicySection = { id: string; title: string };

const OTHER_POLICIES = [
  { to: '/privacy-policy', label: 'footer.links.privacy' },
  { to: '/terms-of-service', label: 'footer.links.terms' },
  { to: '/refund-policy', label: 'footer.links.refund' },
] as const;

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-saffron-700 underline underline-offset-4 hover:text-maroon-800';

/**
 * A policy page: hero with the date, a table of contents (a sticky side column on desktop, a
 * disclosure on mobile) and the text at a readable measure (about 70 characters a line). The text
 * is drawn from the policy's English messages' shape (`english`), worded by `t` in the reader's language.
 */
export function PolicyLayout<M extends PolicyShape>({
  path,
  english,
  t,
  vars,
  widgets,
}: {
  path: string;
  english: M;
  t: Translator<M>;
  vars?: Vars;
  widgets?: Record<string, ReactNode>;
}) {
  const { t: pt } = usePagesT();
  const { t: common } = useT();
  const text = (key: string) => t(key as KeyOf<M>, vars);
  const title = text('title');
  const sections: PolicySection[] = Object.keys(english.sections).map((id) => ({
    id,
    title: text(`sections.${id}.title`),
  }));
  useTitle(title);
  const { hash } = useLocation();
  // A shared link to a section (#id) arrives before the lazy page has rendered: scroll once it has.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageHero eyebrow={pt('policy.eyebrow')} title={title}>
        <p className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-white">
          {pt('policy.lastUpdated')}
        </p>
      </PageHero>
      <div className="container-page py-8 md:py-12">
        <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10 lg:gap-16">
          <PolicyToc sections={sections} />
          <article className="policy-text max-w-[70ch] text-[17px] leading-relaxed text-ink-900">
            <div className="text-lg text-ink-600 [&_p+p]:mt-4">
              <PolicyText blocks={english.intro} base="intro" text={text} />
            </div>
            {sections.map((s, i) => (
              <section
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-h`}
                className="mt-10 scroll-mt-36 border-t border-cream-200 pt-8 md:scroll-mt-24"
              >
                <h2 id={`${s.id}-h`} className="font-display text-[22px] font-bold md:text-2xl">
                  <span className="mr-2 text-saffron-700">{i + 1}.</span>
                  {s.title}
                </h2>
                <div className="mt-3 space-y-4 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-ink-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-saffron-600">
                  <PolicyText
                    blocks={english.sections[s.id]!}
                    base={`sections.${s.id}`}
                    text={text}
                    widgets={widgets}
                  />
                </div>
              </section>
            ))}
            <nav aria-label={pt('policy.others')} className="mt-12 rounded-[12px] bg-cream-100 p-5">
              <p className="font-semibold text-maroon-800">{pt('policy.others')}</p>
              <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {OTHER_POLICIES.filter((p) => p.to !== path).map((p) => (
                  <li key={p.to}>
                    <Link to={p.to} className={linkClass}>
                      {common(p.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to="/contact-us" className={linkClass}>
                    {common('footer.links.contact')}
                  </Link>
                </li>
              </ul>
            </nav>
          </article>
        </div>
      </div>
    </>
  );
}
