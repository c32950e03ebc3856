import useMergedState from 'rc-util/es/hooks/useMergedState';
import { useCallback, useRef } from 'react';

type Updater<T> = (updater: T | ((origin: T) => T), ignoreDestroy?: boolean) => void;
type Option<T> = Parameters<typeof useMergedState<T>>[1];

const UNKNOWN = Symbol('unknown');

/**
 * ProComponents' `useMountMergeState` (rc-util's `useMergedState`) with a setter that skips a value
 * equal to the current one. The original re-renders its owner on every call, and ProLayout,
 * ProTable and the forms call it from mount effects with the value they already hold: each such
 * call re-rendered a whole layout or table before the first paint. Setting an equal value changes
 * nothing else there (no onChange fires), so skipping it keeps every behaviour.
 */
export function useMountMergeState<T, R = T>(defaultStateValue: T | (() => T), option?: Option<T>): [R, Updater<T>] {
  const [value, setValue] = useMergedState<T, R>(defaultStateValue, option);
  // the value after the last call, or UNKNOWN after a functional update not rendered yet
  const latest = useRef<unknown>(value);
  latest.current = value;
  const set = useCallback<Updater<T>>(
    (updater, ignoreDestroy) => {
      if (typeof updater !== 'function') {
        if (latest.current !== UNKNOWN && Object.is(updater, latest.current)) return;
        latest.current = updater;
      } else {
        latest.current = UNKNOWN;
      }
      setValue(updater, ignoreDestroy);
    },
    [setValue],
  );
  return [value, set];
}
