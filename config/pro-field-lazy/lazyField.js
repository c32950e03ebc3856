import { createElement, forwardRef, lazy, Suspense } from 'react';

/**
 * A ProField renderer that loads its module on first render. The console renders none of these
 * value types; they stay available (a first use waits for one small chunk) without weighing on
 * every page that shows a ProTable or ProForm.
 */
export function lazyField(load) {
  const Field = lazy(load);
  return forwardRef(function LazyField(props, ref) {
    return createElement(Suspense, { fallback: null }, createElement(Field, { ...props, ref }));
  });
}
