import type { DeveloperStatus } from '@/types';

/** Tag colour of each developer status. */
export const STATUS_COLOR: Record<DeveloperStatus, string> = {
  NONE: 'default',
  PENDING: 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
};
