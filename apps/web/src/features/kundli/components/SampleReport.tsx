import { SAMPLE_BIRTH_DETAILS, SAMPLE_KEY_FACTS, SAMPLE_PLANETS, SAMPLE_READINGS } from '../sample-report';

const card = 'rounded-[12px] bg-white p-5 shadow-raised md:p-6';

function Facts({ title, items }: { title: string; items: readonly { label: string; value: string }[] }) {
  return (
    <section className={card} aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <dl className="mt-3 divide-y divide-cream-200">
        {items.map((f) => (
          <div key={f.label} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-ink-600">{f.label}</dt>
            <dd className="text-right font-semibold text-ink-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The sample chart, birth details, planetary positions and readings. */
export function SampleReport() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="flex flex-col gap-6">
        <figure className={card}>
          <div className="aspect-square overflow-hidden rounded-[10px] bg-cream-100">
            <img
              src="/art/kundli-chart.svg"
              alt="Sample Lagna chart in the North Indian style, showing the twelve houses and the nine grahas"
              className="h-full w-full object-contain"
            />
          </div>
          <figcaption className="mt-3 text-center text-sm text-ink-600">
            Lagna chart (North Indian style) · sample
          </figcaption>
        </figure>
        <Facts title="Birth details" items={SAMPLE_BIRTH_DETAILS} />
      </div>
      <div className="flex flex-col gap-6">
        <Facts title="Key facts" items={SAMPLE_KEY_FACTS} />
        <section className={card} aria-labelledby="planet-positions">
          <h2 id="planet-positions" className="text-lg font-semibold">
            Planetary positions
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-600">
                <tr className="border-b border-cream-200">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Graha
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Rashi
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    House
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-cream-200">
                {SAMPLE_PLANETS.map((p) => (
                  <tr key={p.planet}>
                    <th scope="row" className="py-2 pr-3 font-semibold text-ink-900">
                      {p.planet}
                    </th>
                    <td className="py-2 pr-3 text-ink-900">{p.sign}</td>
                    <td className="py-2 text-right tabular-nums text-ink-900">{p.house}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section className={card} aria-labelledby="readings">
          <h2 id="readings" className="text-lg font-semibold">
            Readings
          </h2>
          <div className="mt-3 space-y-4">
            {SAMPLE_READINGS.map((r) => (
              <div key={r.title}>
                <h3 className="font-semibold text-maroon-800">{r.title}</h3>
                <p className="mt-1 text-ink-900">{r.text}</p>
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
