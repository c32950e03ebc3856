import { getDeveloperStatus } from '@/services/developer';
import { getRealnameStatus } from '@/services/realname';
import type { PendingVerdict } from './usePendingPoll';

/**
 * What /pending/verifyPending can wait for, chosen by ?kind=: a developer application under
 * review, or a real-name verification under review. Each reads its state and says whether it is
 * still pending; `next` is where the user goes once it is decided (overridable by ?next=).
 */
export type VerifyKind = 'developer' | 'realname';
export const VERIFY_KINDS: readonly VerifyKind[] = ['developer', 'realname'];

export interface VerifySource {
  check: () => Promise<PendingVerdict>;
  next: string;
}

export const VERIFY_SOURCES: Record<VerifyKind, VerifySource> = {
  developer: {
    next: '/playground',
    check: async () => {
      const r = await getDeveloperStatus({ silent: true, retries: 0 });
      if (r.status === 'PENDING') return { state: 'waiting', eta: r.expectedReviewAt };
      if (r.status === 'NONE') return { state: 'idle' };
      return { state: 'done', outcome: r.status === 'APPROVED' ? 'success' : 'failure', detail: r.application?.rejectReason };
    },
  },
  realname: {
    next: '/profile/realname',
    check: async () => {
      const r = await getRealnameStatus();
      if (r.status === 'PENDING') return { state: 'waiting', eta: r.reviewEta };
      if (r.status === 'UNAUTHORIZED') return { state: 'idle' };
      return { state: 'done', outcome: r.status === 'AUTHORIZED' ? 'success' : 'failure', detail: r.rejectReason };
    },
  },
};

export const isVerifyKind = (v: string | null): v is VerifyKind => VERIFY_KINDS.includes(v as VerifyKind);
