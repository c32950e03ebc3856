import { lazyPart } from '../lazy-parts/lazyPart';

/**
 * A ProField renderer that loads its module on first render. The console renders none of these
 * value types; they stay available (a first use waits for one small chunk) without weighing on
 * every page that shows a ProTable or ProForm.
 */
export function lazyField(load) {
  return lazyPart(load);
}
