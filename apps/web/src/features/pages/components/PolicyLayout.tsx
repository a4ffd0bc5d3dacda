import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHero } from '../../../components/ui/PageHero';
import { useTitle } from '../../../lib/use-title';
import { FIG } from '../content/figures';
import { PolicyToc } from './PolicyToc';

export type PolicySection = { id: string; title: string; body: ReactNode };

const OTHER_POLICIES = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/refund-policy', label: 'Refund Policy' },
];

/**
 * A policy page: hero with the date, a table of contents (a sticky side column on desktop, a
 * disclosure on mobile) and the text at a readable measure (about 70 characters a line).
 */
export function PolicyLayout({
  title,
  path,
  intro,
  sections,
}: {
  title: string;
  path: string;
  intro: ReactNode;
  sections: PolicySection[];
}) {
  useTitle(title);
  const { hash } = useLocation();
  // A shared link to a section (#id) arrives before the lazy page has rendered: scroll once it has.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageHero eyebrow="Policies" title={title}>
        <p className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-white">{FIG.lastUpdated}</p>
      </PageHero>
      <div className="container-page py-8 md:py-12">
        <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10 lg:gap-16">
          <PolicyToc sections={sections} />
          <article className="policy-text max-w-[70ch] text-[17px] leading-relaxed text-ink-900">
            <div className="text-lg text-ink-600 [&_p+p]:mt-4">{intro}</div>
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
                  {s.body}
                </div>
              </section>
            ))}
            <nav aria-label="Other policies" className="mt-12 rounded-[12px] bg-cream-100 p-5">
              <p className="font-semibold text-maroon-800">Other policies</p>
              <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {OTHER_POLICIES.filter((p) => p.to !== path).map((p) => (
                  <li key={p.to}>
                    <Link
                      to={p.to}
                      className="inline-flex min-h-11 items-center font-semibold text-saffron-700 underline underline-offset-4 hover:text-maroon-800"
                    >
                      {p.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    to="/contact-us"
                    className="inline-flex min-h-11 items-center font-semibold text-saffron-700 underline underline-offset-4 hover:text-maroon-800"
                  >
                    Contact Us
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
