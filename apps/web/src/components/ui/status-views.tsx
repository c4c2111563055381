import { AlertTriangle, ImageIcon, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

/** A data view's loading state: announced politely, spinner hidden from assistive tech. */
export function LoadingState({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-neutral-400', className)}
    >
      <Loader2 className="h-8 w-8 animate-spin motion-reduce:animate-none" aria-hidden />
      <p>{text}</p>
    </div>
  );
}

export function EmptyState({
  title,
  text,
  children,
  className,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 py-16 text-center', className)}>
      <ImageIcon className="h-10 w-10 text-neutral-500" aria-hidden />
      <h2 className="text-2xl font-semibold">{title}</h2>
      {text ? <p className="max-w-md text-neutral-400">{text}</p> : null}
      {children}
    </div>
  );
}

export function ErrorState({
  title,
  error,
  onRetry,
  retryLabel = 'Try again',
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-3 py-16 text-center">
      <AlertTriangle className="h-10 w-10 text-red-400" aria-hidden />
      <h2 className="text-2xl font-semibold">{title}</h2>
      {error instanceof Error ? <p className="max-w-md text-sm break-words text-neutral-400">{error.message}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** A dashboard panel's load error: `children` says what failed, above a retry button. */
export function PanelErrorState({
  retryLabel,
  onRetry,
  children,
}: {
  retryLabel: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-900 bg-red-950/40 p-6 text-center">
      {children}
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
