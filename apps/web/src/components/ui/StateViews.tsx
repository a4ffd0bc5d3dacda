import type { ReactNode } from 'react';
import { AlertTriangle, SearchX } from 'lucide-react';
import { Button } from './Button';

/** Empty state: icon, one sentence, one action (DESIGN.md). */
export function EmptyState({ title, message, action, icon }: { title: string; message?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-[12px] border border-dashed border-cream-200 bg-white/60 px-6 py-10 text-center">
      <div className="mb-3 text-saffron-600">{icon ?? <img src="/art/empty-state.svg" alt="" className="h-20 w-20" />}</div>
      <h2 className="text-lg font-semibold text-maroon-800">{title}</h2>
      {message && <p className="mt-1 text-ink-600">{message}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** A failed load, with the spec's message and a retry. */
export function ErrorState({ title = 'Something went wrong', message, onRetry, action }: { title?: string; message: string; onRetry?: () => void; action?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center rounded-[12px] border border-danger/25 bg-white px-6 py-10 text-center">
      <AlertTriangle className="mb-3 h-10 w-10 text-danger" aria-hidden />
      <h2 className="text-lg font-semibold text-maroon-800">{title}</h2>
      <p className="mt-1 text-ink-600">{message}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {onRetry && <Button onClick={onRetry}>Try Again</Button>}
        {action}
      </div>
    </div>
  );
}

/** A thing that does not exist (unknown id or name). */
export function NotFoundState({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  return (
    <div className="container-page py-16">
      <EmptyState title={title} message={message} action={action} icon={<SearchX className="h-12 w-12" aria-hidden />} />
    </div>
  );
}
