import { createElement, forwardRef, lazy, Suspense } from 'react';

/**
 * A library component that loads its module on first render: parts a first paint of the console
 * never shows (config/chunks.ts). `fallback` keeps the place of what is loading.
 */
export function lazyPart(load, fallback = null) {
  const Part = lazy(load);
  return forwardRef(function LazyPart(props, ref) {
    return createElement(
      Suspense,
      { fallback: typeof fallback === 'function' ? fallback(props) : fallback },
      createElement(Part, { ...props, ref }),
    );
  });
}
