import type { ReactNode } from 'react';

/** One dashboard tab's content under its heading, named by the heading for assistive technology. */
export function DashboardPanel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
