import { useEffect, useRef } from 'react';

/**
 * Calls `tick` now and every `intervalMs` while the page is visible; a page coming back into view
 * ticks at once. Stops when `enabled` turns false or on unmount.
 */
export default function usePolling(tick: () => void, intervalMs: number, enabled = true): void {
  const ref = useRef(tick);
  ref.current = tick;
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: number | undefined;
    const run = () => {
      window.clearTimeout(timer);
      if (document.visibilityState !== 'hidden') ref.current();
      timer = window.setTimeout(run, intervalMs);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs, enabled]);
}
