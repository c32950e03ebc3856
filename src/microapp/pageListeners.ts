/**
 * Listeners the console's libraries put on the host's page once and never take off: React's
 * `selectionchange` on the document, antd's click-position recorder on <html>, SWR's
 * `visibilitychange`. While the console is mounted in a host, adds on those targets made by the
 * console's code (its script URLs on the call stack) are recorded; unmount takes off the ones still
 * on (parks them) and the next mount puts them back, since the modules that added them are not
 * evaluated again. The host's listener count is then back where it was before the first mount.
 */
type Options = boolean | AddEventListenerOptions | undefined;
interface Entry {
  target: EventTarget;
  type: string;
  listener: EventListenerOrEventListenerObject;
  options: Options;
}

const capture = (options: Options): boolean => (typeof options === 'boolean' ? options : !!options?.capture);
const sameEntry = (e: Entry, target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, options: Options) =>
  e.target === target && e.type === type && e.listener === listener && capture(e.options) === capture(options);

let live: Entry[] = [];
let parked: Entry[] = [];
let patched: EventTarget[] = [];

/** Whether the current call comes from the console's own scripts (served from `assetPrefix`). */
function fromConsole(assetPrefix: string): boolean {
  const stack = new Error().stack ?? '';
  // the first two frames are this function and the patched addEventListener
  return stack
    .split('\n')
    .slice(3)
    .some((frame) => frame.includes(assetPrefix));
}

function pageTargets(): EventTarget[] {
  return [document, document.documentElement, document.body].filter(Boolean);
}

/** Mount: put parked listeners back and record what the console adds to the page from now on. */
export function trackPageListeners(assetPrefix: string): void {
  for (const e of parked) e.target.addEventListener(e.type, e.listener, e.options);
  live = parked;
  parked = [];
  if (!assetPrefix) return;
  for (const target of pageTargets()) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    Object.assign(target, {
      addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: Options) {
        if (listener && fromConsole(assetPrefix) && !live.some((e) => sameEntry(e, target, type, listener, options))) {
          live.push({ target, type, listener, options });
        }
        add.call(target, type, listener, options);
      },
      removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: Options) {
        if (listener) live = live.filter((e) => !sameEntry(e, target, type, listener, options));
        remove.call(target, type, listener, options);
      },
    });
    patched.push(target);
  }
}

/** Unmount: stop recording and take off what the console left on the page, to put back on the next mount. */
export function parkPageListeners(): void {
  for (const target of patched) {
    delete (target as Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>).addEventListener;
    delete (target as Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>).removeEventListener;
  }
  patched = [];
  for (const e of live) e.target.removeEventListener(e.type, e.listener, e.options);
  // a once-listener or one whose signal aborted is gone for good: it must not come back
  parked = live.filter((e) => typeof e.options !== 'object' || (!e.options.once && !e.options.signal?.aborted));
  live = [];
}
