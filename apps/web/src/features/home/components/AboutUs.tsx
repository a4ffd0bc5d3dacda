import { Landmark, Radio, Users } from 'lucide-react';
import type { ReactNode } from 'react';

const CLAIMS: { icon: ReactNode; figure: string; label: string }[] = [
  { icon: <Landmark className="h-6 w-6" aria-hidden />, figure: '1000+', label: 'Temples connected' },
  { icon: <Users className="h-6 w-6" aria-hidden />, figure: '50K+', label: 'Devotees served' },
  { icon: <Radio className="h-6 w-6" aria-hidden />, figure: '24/7', label: 'Live darshan' },
];

/** Who stands behind the offerings (spec part 1 § 1: a foundation in Varanasi, and its claims). */
export function AboutUs() {
  return (
    <section aria-labelledby="about-us" className="container-page py-12 md:py-16">
      <div className="grid items-center gap-8 rounded-[12px] bg-cream-100 p-6 ring-1 ring-cream-200 md:grid-cols-[1.2fr_1fr] md:p-10">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">About Us</p>
          <h2 id="about-us" className="mt-2 font-display text-[22px] font-bold md:text-[28px]">
            A seva of faith, from the ghats of Varanasi
          </h2>
          <div className="mt-2 h-0.5 w-16 bg-gold-400" aria-hidden />
          <p className="mt-4 text-ink-900">
            Sankalp is run by a foundation based in Varanasi. We work with temple pandits across India so that every
            devotee, at home or abroad, can have a puja performed in their own and their family’s name and gotra.
          </p>
          <p className="mt-3 text-ink-600">
            You receive updates on WhatsApp, a video of your puja and an Aashirwad Box of prasad at your door. Your
            offerings support the temples, the pandits and our charitable seva.
          </p>
        </div>
        <ul className="grid grid-cols-3 gap-3 md:grid-cols-1 md:gap-4">
          {CLAIMS.map((c) => (
            <li
              key={c.label}
              className="flex flex-col items-center gap-2 rounded-[12px] bg-white p-4 text-center shadow-raised md:flex-row md:gap-4 md:text-left"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-600">
                {c.icon}
              </span>
              <span>
                <span className="block font-display text-xl font-bold text-maroon-800 md:text-2xl">{c.figure}</span>
                <span className="block text-xs text-ink-600 md:text-sm">{c.label}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
