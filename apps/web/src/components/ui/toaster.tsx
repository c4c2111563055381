import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from './cn';
import { dismissToast, useToasts } from './use-toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../config/ui';

/** Radix toasts at SPEC §9's constants: 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-900 text-white'
              : 'border-neutral-700 bg-neutral-900 text-neutral-100',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          {t.action ? (
            <Toast.Action
              altText={t.action.label}
              onClick={t.action.onClick}
              className="ml-auto shrink-0 rounded-md border border-neutral-500 px-3 py-1 text-sm font-medium hover:bg-neutral-800"
            >
              {t.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close aria-label="Close" className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/*
        Never over the control the shopper needs next. Phones: at the top, below the top
        bar (its cart button) and the cart drawer's title and close button. Wider screens: bottom
        left, never wider than what the cart drawer (28rem, on the right) leaves free, so the cart's
        total and Checkout button stay clear. Only the toasts themselves take clicks.
      */}
      <Toast.Viewport className="pointer-events-none fixed top-16 left-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:bottom-0 sm:max-w-[min(420px,calc(100vw-28rem))] sm:flex-col" />
    </Toast.Provider>
  );
}
