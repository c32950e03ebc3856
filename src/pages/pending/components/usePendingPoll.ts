import { useRequest } from 'ahooks';
import { useEffect, useRef, useState } from 'react';

export const POLL_INTERVAL_MS = 2000;

/** What one check found: still waiting, settled (with how), or nothing to wait for. */
export type PendingVerdict =
  { state: 'waiting'; eta?: string } | { state: 'done'; outcome: 'success' | 'failure'; detail?: string } | { state: 'idle' };

/**
 * Polls `check` every POLL_INTERVAL_MS while the tab is visible, until the verdict is no longer
 * 'waiting'; then calls onSettled once. Errors do not stop the polling (the next check retries).
 */
export default function usePendingPoll(check: () => Promise<PendingVerdict>, onSettled: (v: PendingVerdict) => void, ready = true) {
  const [lastCheckedAt, setLastCheckedAt] = useState<number>();
  const [failures, setFailures] = useState(0);
  const settled = useRef(false);
  const req = useRequest(check, {
    ready,
    pollingInterval: POLL_INTERVAL_MS,
    pollingWhenHidden: false,
    onSuccess: (verdict) => {
      setLastCheckedAt(Date.now());
      setFailures(0);
      if (verdict.state !== 'waiting' && !settled.current) {
        settled.current = true;
        req.cancel();
        onSettled(verdict);
      }
    },
    onError: () => {
      setLastCheckedAt(Date.now());
      setFailures((n) => n + 1);
    },
  });
  useEffect(() => () => req.cancel(), []); // eslint-disable-line react-hooks/exhaustive-deps -- cancels the poll on unmount only
  return { verdict: req.data, loading: req.loading, lastCheckedAt, failures, checkNow: req.run };
}
