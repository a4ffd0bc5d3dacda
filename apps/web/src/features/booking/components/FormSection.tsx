import type { ReactNode } from 'react';

/** A titled card section of a booking form. */
export function FormSection({
  title,
  description,
  icon,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} id={id} className="scroll-mt-28 rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <div className="flex items-start gap-3">
        {icon && (
          <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-700 [&>svg]:h-5 [&>svg]:w-5" aria-hidden>
            {icon}
          </span>
        )}
        <div>
          <h2 id={headingId} className="font-display text-[20px] font-bold leading-tight md:text-[22px]">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-ink-600">{description}</p>}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
