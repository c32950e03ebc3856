import { createElement, forwardRef, lazy, Suspense } from 'react';

/**
 * A library component that loads its module on first render: parts a first paint of the console
 * never shows (config/chunks.ts). `name` picks a named export instead of the default one;
 * `fallback` keeps the place of what is loading.
 */
export function lazyPart(load, name, fallback = null) {
  const Part = lazy(name ? () => load().then((m) => ({ default: m[name] })) : load);
  return forwardRef(function LazyPart(props, ref) {
    return createElement(
      Suspense,
      { fallback: typeof fallback === 'function' ? fallback(props) : fallback },
      createElement(Part, { ...props, ref }),
    );
  });
}
