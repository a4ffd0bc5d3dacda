import { Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';

/** The recovery codes, shown this once: each signs in once when the phone is not at hand. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success('Recovery codes copied'),
      () => toast.error('Could not copy', { description: 'Select the codes and copy them by hand.' }),
    );
  return (
    <section
      className="mt-4 rounded-[12px] border border-gold-400/60 bg-cream-50 p-4 md:p-5"
      aria-labelledby="recovery-codes-title"
    >
      <h3 id="recovery-codes-title" className="flex items-center gap-2 font-semibold text-maroon-800">
        <KeyRound className="h-4 w-4 text-saffron-600" aria-hidden /> Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-ink-600">
        If you lose your phone, each of these codes signs you in once instead of the 6-digit code. Keep them somewhere
        safe, such as a password manager. They are shown only now.
      </p>
      <ul
        className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 whitespace-nowrap rounded-[8px] bg-white p-3 font-mono text-[15px] text-ink-900 sm:grid-cols-2"
        aria-label="Recovery codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden /> Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}
