import { useEffect, useState } from 'react';

type Listener = (now: number) => void;
const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;

/** One shared 1-second tick for every countdown on the page (500 rows do not start 500 timers). */
function subscribe(fn: Listener): () => void {
  listeners.add(fn);
  if (!timer) timer = setInterval(() => listeners.forEach((l) => l(Date.now())), 1000);
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export default function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => subscribe(setNow), []);
  return now;
}
