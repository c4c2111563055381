import type { CommissionStatus } from '@shop/contracts';
import type { BadgeProps } from '../../../components/ui/badge';

const TONES: Record<CommissionStatus, NonNullable<BadgeProps['tone']>> = {
  awaiting_brief: 'warning',
  brief_received: 'info',
  in_progress: 'info',
  delivered: 'success',
};

export function statusTone(status: CommissionStatus): NonNullable<BadgeProps['tone']> {
  return TONES[status];
}
