import { cn } from './cn';

/** An accessible progress bar (0–100); the caller sizes the track and colours the bar. */
export function ProgressBar({
  value,
  label,
  className = 'h-3',
  barClassName = 'rounded-full bg-violet-500',
}: {
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('w-full overflow-hidden rounded-full bg-neutral-800', className)}
    >
      <div className={cn('h-full', barClassName)} style={{ width: `${clamped}%` }} />
    </div>
  );
}
