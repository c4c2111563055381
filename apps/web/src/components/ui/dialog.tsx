import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

/**
 * Either controlled (`open`, `onOpenChange`), or open for as long as it is rendered, any
 * dismissal (Escape, the close button, the overlay) calling `onClose`.
 */
type DialogState =
  | { open: boolean; onOpenChange: (open: boolean) => void; onClose?: never }
  | { onClose: () => void; open?: never; onOpenChange?: never };

export type DialogProps = DialogState & {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** 'center' is a modal card; 'left' slides in from the left edge as a drawer. */
  side?: 'center' | 'left';
  className?: string;
};

/** Radix dialog with the app's look: focus trapped, Escape and the close button dismiss it. */
export function Dialog({ title, description, children, side = 'center', className, ...state }: DialogProps) {
  const { open, onOpenChange } =
    state.onClose === undefined ? state : { open: true, onOpenChange: closeOnDismiss(state.onClose) };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <DialogPrimitive.Content
          className={cn(
            'fixed z-50 overflow-y-auto border border-neutral-800 bg-neutral-950 text-neutral-100 shadow-xl focus:outline-none',
            side === 'center' &&
              'top-1/2 left-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-xl p-6',
            side === 'left' && 'inset-y-0 left-0 h-full w-72 max-w-[85vw] p-5',
            className,
          )}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description === undefined ? null : (
            <DialogPrimitive.Description className="mt-1 text-sm text-neutral-400">
              {description}
            </DialogPrimitive.Description>
          )}
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded p-1 text-neutral-400 hover:text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400"
          >
            <X className="h-5 w-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function closeOnDismiss(onClose: () => void): (open: boolean) => void {
  return (open) => {
    if (!open) onClose();
  };
}

/** A ghost icon button that closes the Radix dialog it sits in; `label` is its accessible name. */
export function DialogCloseIconButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close asChild>
      <Button variant="ghost" size="icon" aria-label={label}>
        <X className="h-5 w-5" aria-hidden />
      </Button>
    </DialogPrimitive.Close>
  );
}
