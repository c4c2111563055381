/** An accessible progress bar (0–100). */
export function ProgressBar({
  value,
  label,
  colorClass = 'bg-violet-500',
}: {
  value: number;
  label: string;
  colorClass?: string;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className="h-3 w-full overflow-hidden rounded-full bg-neutral-800"
    >
      <div className={`h-full rounded-full ${colorClass}`} style={{ width: `${clamped}%` }} />
    </div>
  );
}
