import {
  BookOpen,
  Flower2,
  HandCoins,
  HandHeart,
  MonitorPlay,
  ShoppingBag,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import type { UserGuide } from '../content/user-guides';

const ICONS: Record<UserGuide['id'], LucideIcon> = {
  puja: Flower2,
  chadhava: HandHeart,
  donate: HandCoins,
  live: MonitorPlay,
  store: ShoppingBag,
  consultation: Sparkles,
};

/** Numbered step-by-step guides, two columns on desktop. */
export function UserGuideCards({ guides }: { guides: UserGuide[] }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {guides.map((g) => {
        const Icon = ICONS[g.id] ?? BookOpen;
        return (
          <article
            key={g.id}
            aria-labelledby={`guide-${g.id}`}
            className="flex flex-col rounded-[12px] bg-white p-5 shadow-raised md:p-6"
          >
            <div className="flex items-start gap-3">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <h3 id={`guide-${g.id}`} className="text-lg font-semibold">
                  {g.title}
                </h3>
                <p className="text-sm text-ink-600">{g.summary}</p>
              </div>
            </div>
            <ol className="mt-4 flex-1 space-y-3">
              {g.steps.map((s, i) => (
                <li key={i} className="flex gap-3 text-[15px] text-ink-900">
                  <span
                    className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-maroon-800 text-xs font-bold text-white"
                    aria-hidden
                  >
                    {i + 1}
                  </span>
                  <span>{s}</span>
                </li>
              ))}
            </ol>
            <ButtonLink to={g.action.to} variant="secondary" className="mt-5 self-start">
              {g.action.label}
            </ButtonLink>
          </article>
        );
      })}
    </div>
  );
}
