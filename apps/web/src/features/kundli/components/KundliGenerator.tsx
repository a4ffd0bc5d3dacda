import { FileText, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';

const field =
  'mt-1.5 block min-h-11 w-full rounded-[10px] border border-cream-200 bg-cream-50 px-3 text-ink-900 disabled:cursor-not-allowed';
const label = 'block text-sm font-semibold text-ink-900';

/** The birth-details form, shown disabled under a 'COMING SOON' overlay until the calculator opens. */
export function KundliGenerator({ id }: { id: string }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="container-page scroll-mt-28 py-10 outline-none md:py-14"
    >
      <div className="relative mx-auto max-w-3xl overflow-hidden rounded-[12px] bg-white shadow-raised">
        <div className="border-b border-cream-200 bg-cream-100 px-5 py-4 md:px-8">
          <h2 id={`${id}-title`} className="font-display text-[22px] font-bold">
            Generate your Kundli
          </h2>
          <p className="text-sm text-ink-600">Enter your birth details exactly as recorded.</p>
        </div>
        <div className="relative">
          <form
            className="grid gap-4 p-5 md:grid-cols-2 md:p-8"
            aria-describedby={`${id}-soon`}
            onSubmit={(e) => e.preventDefault()}
          >
            <fieldset disabled className="contents">
              <label className={`${label} md:col-span-2`}>
                Full Name
                <input className={field} placeholder="e.g. Ananya Mishra" autoComplete="name" />
              </label>
              <label className={label}>
                Gender
                <select className={field} defaultValue="">
                  <option value="" disabled>
                    Select
                  </option>
                  <option>Female</option>
                  <option>Male</option>
                  <option>Other</option>
                </select>
              </label>
              <label className={label}>
                Date of Birth
                <input type="date" className={field} />
              </label>
              <label className={label}>
                Time of Birth
                <input type="time" className={field} />
              </label>
              <label className={label}>
                Place of Birth
                <input className={field} placeholder="City, State" />
              </label>
              <button
                type="submit"
                className="min-h-12 rounded-full bg-saffron-600 px-6 font-semibold text-white disabled:opacity-55 md:col-span-2"
              >
                Create my Kundli
              </button>
            </fieldset>
          </form>

          {/* The overlay covers the form without trapping focus: only its own link is focusable. */}
          <div className="absolute inset-0 flex items-center justify-center bg-cream-50/60 p-5 backdrop-blur-[2px]">
            <div id={`${id}-soon`} className="max-w-sm rounded-[12px] bg-white p-6 text-center shadow-raised">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-maroon-800 px-4 py-1.5 text-sm font-bold tracking-[0.2em] text-white">
                <Sparkles className="h-4 w-4 text-gold-400" aria-hidden />
                COMING SOON
              </span>
              <p className="mt-3 text-ink-900">
                Free kundli generation opens very soon. Meanwhile, see what your report will contain.
              </p>
              <ButtonLink to="/Kundli-report" variant="outline" className="mt-4">
                <FileText className="h-5 w-5" aria-hidden />
                View sample report
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
