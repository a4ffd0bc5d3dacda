import {
  Compass,
  HandHeart,
  HeartHandshake,
  Landmark,
  ReceiptText,
  Sparkles,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHero, SectionHeading } from '../../../components/ui/PageHero';
import { useTitle } from '../../../lib/use-title';
import { MandalaOrnament } from '../components/MandalaOrnament';
import { ABOUT_MISSION, ABOUT_STATS, ABOUT_STORY, ABOUT_VALUES, ABOUT_VISION } from '../content/about';

const VALUE_ICONS: Record<(typeof ABOUT_VALUES)[number]['id'], LucideIcon> = {
  shraddha: Sparkles,
  transparency: ReceiptText,
  seva: HandHeart,
  care: HeartHandshake,
};

/** Spec part 3 § 2 (About): mission, vision, story and values, with the home page's claims. */
export default function AboutPage() {
  useTitle('About Us');
  return (
    <>
      <PageHero
        eyebrow="About Sankalp"
        title="Bringing India’s temples closer to every devotee"
        subtitle="A devotional foundation based in Varanasi, arranging pujas, offerings and seva in your name — wherever you are."
      >
        <ButtonLink to="/pujas" size="lg">
          Book a Puja
        </ButtonLink>
        <ButtonLink to="/contact-us" size="lg" variant="secondary">
          Contact Us
        </ButtonLink>
        <MandalaOrnament className="pointer-events-none absolute right-6 top-1/2 hidden h-72 w-72 -translate-y-1/2 text-gold-400 opacity-70 lg:block" />
      </PageHero>

      <div className="container-page">
        <dl className="relative -mt-8 grid grid-cols-3 divide-x divide-cream-200 rounded-[12px] bg-white py-5 text-center shadow-raised md:-mt-10 md:py-7">
          {ABOUT_STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse px-2">
              <dt className="mt-1 text-xs text-ink-600 md:text-base">{s.label}</dt>
              <dd className="font-display text-2xl font-bold text-maroon-800 md:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-12 grid gap-5 md:mt-16 md:grid-cols-2">
          <Pillar icon={Target} title="Our mission" text={ABOUT_MISSION} />
          <Pillar icon={Compass} title="Our vision" text={ABOUT_VISION} />
        </div>

        <section
          aria-labelledby="about-story"
          className="mt-14 md:mt-20 md:grid md:grid-cols-[1fr_minmax(0,42rem)] md:gap-12"
        >
          <div>
            <SectionHeading
              id="about-story"
              title="Our story"
              subtitle="From the ghats of Varanasi to homes around the world."
            />
            <div className="hidden rounded-[12px] bg-maroon-800 p-6 text-cream-50 md:block">
              <Landmark className="h-10 w-10 text-gold-400" aria-hidden />
              <p className="mt-3 font-display text-xl leading-snug text-white">
                “Your offering will reach the deity exactly as you intended, and you will see that it has.”
              </p>
              <p className="mt-3 text-sm text-cream-100">— Our promise since the first day</p>
            </div>
          </div>
          <div className="space-y-4 text-[17px] leading-relaxed text-ink-900">
            {ABOUT_STORY.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="about-values" className="mt-14 md:mt-20">
          <SectionHeading
            id="about-values"
            title="What we hold to"
            subtitle="Four values guide every booking we take and every rupee we handle."
          />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT_VALUES.map((v) => {
              const Icon = VALUE_ICONS[v.id];
              return (
                <li key={v.id} className="rounded-[12px] border-t-4 border-gold-400 bg-white p-5 shadow-raised">
                  <Icon className="h-7 w-7 text-saffron-600" aria-hidden />
                  <h3 className="mt-3 text-lg font-semibold">{v.title}</h3>
                  <p className="text-sm font-semibold text-saffron-700">{v.subtitle}</p>
                  <p className="mt-2 text-[15px] text-ink-600">{v.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section
          aria-labelledby="about-cta"
          className="mt-14 rounded-[12px] bg-cream-100 p-6 text-center md:mt-20 md:p-10"
        >
          <h2 id="about-cta" className="font-display text-[22px] font-bold md:text-[28px]">
            Begin with a sankalp
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-ink-600">
            Book a puja at a temple dear to your family, or join today’s aarti live.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/pujas" size="lg">
              Book a Puja
            </ButtonLink>
            <ButtonLink to="/live" size="lg" variant="outline">
              Watch Live Darshan
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}

function Pillar({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <section className="rounded-[12px] bg-white p-6 shadow-raised md:p-8">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="mt-4 font-display text-[22px] font-bold">{title}</h2>
      <p className="mt-2 text-[17px] leading-relaxed text-ink-900">{text}</p>
    </section>
  );
}
