import type { ReactNode } from 'react';
import { HeadedSection } from '../ui/headed-section';

/** One dashboard tab's content under its heading, named by the heading for assistive technology. */
export function DashboardPanel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <HeadedSection
      heading={heading}
      headingId={`${id}-heading`}
      headingClassName="text-2xl font-bold"
      className="space-y-6"
    >
      {children}
    </HeadedSection>
  );
}
