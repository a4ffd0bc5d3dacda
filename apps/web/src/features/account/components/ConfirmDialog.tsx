import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { useAccountT } from '../i18n/index';

/** A Radix confirm dialog: focus trapped, Escape cancels, the safe choice focused first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useAccountT();
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[16px] bg-white p-6 shadow-2xl focus:outline-none">
          <div className="flex items-start gap-4">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-red-50">
              <TriangleAlert className="h-6 w-6 text-danger" aria-hidden />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-maroon-800">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-ink-600">{description}</Dialog.Description>
              {children}
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {t('cancel')}
              </Button>
            </Dialog.Close>
            <Button variant="maroon" onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
