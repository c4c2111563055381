import type { Artwork } from '@shop/contracts';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { displayStatus, openFindingsApprovedOver } from '../lib/review-rules';
import { CURATION_MESSAGES } from '../messages';

const TONE: Record<Artwork['status'], NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
  flagged: 'danger',
  archived: 'neutral',
};

export function StatusBadge({ artwork }: { artwork: Pick<Artwork, 'status' | 'ocrStatus' | 'ocrErrors'> }) {
  const openFindings = openFindingsApprovedOver(artwork);
  if (openFindings > 0) {
    return (
      <Badge tone="warning" data-status="approved-with-open-findings">
        {CURATION_MESSAGES.approvedWithOpenFindings(openFindings)}
      </Badge>
    );
  }
  const status = displayStatus(artwork);
  return (
    <Badge tone={TONE[status]} data-status={status}>
      {CURATION_MESSAGES.statusLabels[status]}
    </Badge>
  );
}
