import type { ReactNode } from 'react';

/** The warm hero band at the top of a section page; the only place gradients are used. */
export function PageHero({ title, subtitle, image, children, eyebrow }: { title: string; subtitle?: string; image?: string; children?: ReactNode; eyebrow?: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-maroon-900 via-maroon-800 to-saffron-700 text-white">
      {image && <img src={image} alt="" className="absolute inset-0 h-full w-full object-cover opacity-30" />}
      <div className="container-page relative py-12 md:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-gold-400">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl font-display text-[28px] font-bold leading-tight text-white md:text-[44px]">{title}</h1>
        {subtitle && <p className="mt-3 max-w-2xl text-base text-cream-100 md:text-lg">{subtitle}</p>}
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}

export function SectionHeading({ title, subtitle, action, id }: { title: string; subtitle?: string; action?: ReactNode; id?: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="font-display text-[22px] font-bold md:text-[28px]">
          {title}
        </h2>
        <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
        {subtitle && <p className="mt-2 max-w-2xl text-ink-600">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
