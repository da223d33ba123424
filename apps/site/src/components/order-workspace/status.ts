import type { ServiceRequestStatus } from '@manara/contracts';
import type { BadgeTone } from '@manara/ui';

/** A request under way reads as active; a finished one as done; a declined one as a warning. */
export const ORDER_STATUS_TONES: Record<ServiceRequestStatus, BadgeTone> = {
  in_review: 'info',
  in_progress: 'accent',
  completed: 'success',
  rejected: 'danger',
};
