import type { ReactNode, Ref } from 'react';
import { SectionHeading } from '../../../../components/ui/PageHero';

/** One titled band of the puja page; alternate bands are tinted so long pages read in chapters. */
export function DetailsSection({
  id,
  title,
  subtitle,
  tinted = false,
  sectionRef,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section
      ref={sectionRef}
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-32 py-10 md:scroll-mt-20 md:py-14 ${tinted ? 'bg-cream-100/70' : ''}`}
    >
      <div className="container-page">
        <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}
