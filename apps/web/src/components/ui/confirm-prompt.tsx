import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * An irreversible action's second step: what will happen, a destructive confirm button and a
 * cancel button, grouped under the action's name. `children` (optional) sits between the question
 * and the buttons, e.g. a field the action takes.
 */
export function ConfirmPrompt({
  label,
  question,
  confirmLabel,
  cancelLabel,
  isPending,
  onConfirm,
  onCancel,
  children,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-xs text-neutral-300">{question}</span>
      {children}
      <Button size="sm" variant="destructive" disabled={isPending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
