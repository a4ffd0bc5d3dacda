import { aboutParagraphs } from '../lib/temple-text';
import { useTemplesT } from '../i18n';

export function TempleAbout({ name, about, fallback }: { name: string; about: string; fallback: string }) {
  const paragraphs = aboutParagraphs(about);
  const { t } = useTemplesT();
  return (
    <section aria-labelledby="temple-about-heading">
      <h2 id="temple-about-heading" className="font-display text-[22px] font-bold">
        {t('detail.about', { name })}
      </h2>
      <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
      <div className="mt-4 space-y-4 text-[17px] leading-relaxed text-ink-900">
        {(paragraphs.length ? paragraphs : [fallback]).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </section>
  );
}
