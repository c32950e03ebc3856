import { useRef, type MutableRefObject } from 'react';

/**
 * Stands in for ProComponents' `useReactiveRef`, which only the schema form (ProTable's search
 * form) uses: its ref re-renders the whole form each time `current` is set, and the form sets it
 * twice while mounting (once in its layout phase, once when it reports its instance), ~600
 * components each time, around the page's first paint. The console passes no function-valued
 * `fieldProps`/`formItemProps`, the one thing those re-renders refresh; the form's instance still
 * reaches ProTable's `formRef` directly from the form's `onInit`.
 */
export function useReactiveRef<T>(initialValue: T): MutableRefObject<T> {
  return useRef(initialValue);
}
