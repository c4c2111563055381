import type { ReactNode } from 'react';

/** A native select with its label and help text: keyboard and screen-reader friendly on every device. */
export function LabelledSelect({
  id,
  label,
  help,
  value,
  onChange,
  autoComplete,
  children,
}: {
  id: string;
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /** The options. */
  children: ReactNode;
}) {
  const helpId = `${id}-help`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helpId}
        autoComplete={autoComplete}
        className="w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2.5 text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        {children}
      </select>
      <p id={helpId} className="text-sm text-neutral-400">
        {help}
      </p>
    </div>
  );
}
