import { useEffect, useRef } from 'react';
import { Minus, Plus } from 'lucide-react';
import { buttonClass } from './Button';
import { useHydrating } from '../../lib/use-hydrating';
import { useUiT } from './i18n';

type Props = {
  quantity: number;
  itemName: string;
  onAdd: () => void;
  onChange: (delta: 1 | -1) => void;
};

/**
 * Add → − n + (DESIGN.md stepper). Add sets 1; minus at 1 brings Add back. Focus follows the
 * control that replaces the one pressed, so keyboard users never lose their place.
 */
export function AddStepper({ quantity, itemName, onAdd, onChange }: Props) {
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'add' | 'plus' | null>(null);
  const { t } = useUiT();

  const hydrating = useHydrating();
  useEffect(() => {
    const target =
      pendingFocus.current === 'add' ? addRef.current : pendingFocus.current === 'plus' ? plusRef.current : null;
    target?.focus();
    pendingFocus.current = null;
  }, [quantity]);

  if (quantity <= 0) {
    return (
      <button
        ref={addRef}
        type="button"
        className={buttonClass('outline', 'sm', hydrating ? 'min-h-11 min-w-24 cursor-progress' : 'min-h-11 min-w-24')}
        aria-label={t('stepper.addItem', { item: itemName })}
        // As Button: not usable until a server-rendered page has hydrated, and says so.
        aria-disabled={hydrating || undefined}
        onClick={() => {
          pendingFocus.current = 'plus';
          onAdd();
        }}
      >
        <Plus className="h-4 w-4" aria-hidden /> {t('stepper.add')}
      </button>
    );
  }

  const step = 'inline-flex h-11 w-11 items-center justify-center rounded-full text-saffron-700 hover:bg-saffron-50';
  return (
    <div
      role="group"
      aria-label={t('stepper.quantityOf', { item: itemName })}
      className="inline-flex items-center rounded-full border-2 border-saffron-600 bg-white"
    >
      <button
        type="button"
        className={step}
        aria-label={t('stepper.removeOne', { item: itemName })}
        onClick={() => {
          if (quantity === 1) pendingFocus.current = 'add';
          onChange(-1);
        }}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </button>
      <span className="min-w-8 text-center font-bold tabular-nums text-ink-900" aria-live="polite">
        {quantity}
      </span>
      <button
        ref={plusRef}
        type="button"
        className={step}
        aria-label={t('stepper.addOneMore', { item: itemName })}
        onClick={() => onChange(1)}
      >
        <Plus className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
