import { useSyncExternalStore } from 'react';

/**
 * Per-counterparty facts that arrive after the rows (risk warnings, list marks). Only the cells
 * showing a key re-render when it arrives; the 500-row table itself does not.
 */
export function createKeyedStore<T>() {
  let values: Record<string, T> = {};
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    merge(next: Record<string, T>): void {
      values = { ...values, ...next };
      notify();
    },
    reset(next: Record<string, T> = {}): void {
      values = next;
      notify();
    },
    has: (key: string): boolean => key in values,
    useValue(key: string): T | undefined {
      return useSyncExternalStore(
        (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        () => values[key],
      );
    },
  };
}

export type KeyedStore<T> = ReturnType<typeof createKeyedStore<T>>;
