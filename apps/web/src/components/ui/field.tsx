import type { ReactNode } from 'react';

/** Classes of the dashboard's text inputs and selects. */
export const inputClass =
  'rounded-md border border-neutral-700 bg-neutral-950 px-3 py-2 text-sm focus:border-violet-500 focus:outline-none';

/** A labelled form control: `children` is the control, with `id` as its id. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
