import type { Endpoint, PathParams, ResOf, Shape } from '@/domain/endpoint';
import { urlOf } from '@/domain/endpoint';
import { call, type CallArgs } from './request';
import { onSession } from './sessionEvents';
import { isAuthenticated } from './token';

/**
 * Route data started by umi's `clientLoader` at navigation, in parallel with the
 * user info and the route's chunks, and taken by the page's own call once it mounts behind its
 * guards. A started call is silent: when it fails, or the page asks for something else, the page's
 * call goes through the pipeline as usual (toasts, login dialog). Nothing outlives the tab's memory.
 */

/** A started call is used only this long after it started (a page opened much later asks afresh). */
const FRESH_MS = 30_000;

interface Started {
  at: number;
  /** the navigation it was started for */
  navigation: number;
  /** what was asked (a table finds its first rows by endpoint and page) */
  endpoint: unknown;
  args: unknown;
  promise: Promise<unknown>;
  /** the answer, once it came */
  answer?: { value: unknown };
  /** a page has taken it */
  taken?: boolean;
}

const started = new Map<string, Started>();

/** Counts history changes: a loader run twice for one navigation (early, then by umi) shares its calls. */
let navigation = 0;
export function newNavigation(): void {
  navigation += 1;
}

// another user, or none: nothing started for the previous session may reach a page
onSession((e) => {
  if (e !== 'refreshed') started.clear();
});

function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined && x !== null && x !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${k}:${stable(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? '';
}

/** The identity of a call: method, path, query and body (empty values left out, keys sorted). */
export function callKey<S extends Shape, P extends string>(ep: Endpoint<S, P>, args?: CallArgs<S, P>): string {
  const a = (args ?? {}) as { path?: PathParams<P>; params?: unknown; data?: unknown };
  return `${ep.method} ${urlOf(ep, a.path)} ${stable(a.params)} ${stable(a.data)}`;
}

/** Starts a read for the page about to open (signed-in sessions only); a fresh identical one is reused. */
export function preloadCall<S extends Shape, P extends string>(ep: Endpoint<S, P>, args?: CallArgs<S, P>): void {
  if (!isAuthenticated()) return;
  const key = callKey(ep, args);
  const now = Date.now();
  for (const [k, v] of started) if (now - v.at >= FRESH_MS) started.delete(k);
  const had = started.get(key);
  // a call started for this navigation serves it (umi runs the loaders again after the first
  // render, when the page may have taken the answer already); one still on its way that no page
  // took serves the next; one that answered for an earlier navigation is older than what the user
  // did since (a role opened, a row changed): ask again
  if (had && now - had.at < FRESH_MS && (had.navigation === navigation || (!had.answer && !had.taken))) return;
  const run = call as (e: Endpoint<S, P>, a: CallArgs<S, P>) => Promise<unknown>;
  const promise = run(ep, { ...(args as CallArgs<S, P>), skipErrorHandler: true });
  const entry: Started = { at: now, navigation, endpoint: ep, args, promise };
  // a failure is the page's to show: its own call repeats it through the pipeline
  promise.then(
    (value) => (entry.answer = { value }),
    () => undefined,
  );
  started.set(key, entry);
}

/** Takes a started call with exactly these arguments (once), if one is fresh. */
function take(key: string): Promise<unknown> | undefined {
  const had = started.get(key);
  if (!had || had.taken || Date.now() - had.at >= FRESH_MS) return undefined;
  had.taken = true;
  return had.promise;
}

/**
 * The answer of a started call that has already come (left in place for `callPreloaded`): a page
 * can then render with it at once instead of waiting a render for the promise.
 */
export function preloadedAnswer<S extends Shape, P extends string>(ep: Endpoint<S, P>, args?: CallArgs<S, P>): ResOf<S> | undefined {
  const had = started.get(callKey(ep, args));
  return had?.answer && !had.taken && Date.now() - had.at < FRESH_MS ? (had.answer.value as ResOf<S>) : undefined;
}

/** `call`, answered by the route's started call when it asked for the same thing. */
export function callPreloaded<S extends Shape, P extends string>(ep: Endpoint<S, P>, args?: CallArgs<S, P>): Promise<ResOf<S>> {
  const run = () => (call as (e: Endpoint<S, P>, a?: CallArgs<S, P>) => Promise<ResOf<S>>)(ep, args);
  const hit = take(callKey(ep, args));
  return hit ? (hit as Promise<ResOf<S>>).catch(run) : run();
}

/** The page a list call asks for (in its query or its body). */
function pagingOf(args: unknown): { current?: unknown; size?: unknown } {
  const a = (args ?? {}) as { params?: { current?: unknown; size?: unknown }; data?: { current?: unknown; size?: unknown } };
  return a.params ?? a.data ?? {};
}

/**
 * The answer, already come, of the call to `ep` for this page that this navigation's route
 * started and no page took yet: the loaders start a list's first page only for a URL that carries
 * nothing but paging, so a table can paint those rows in its first render; its own request then
 * takes the same answer (or asks afresh when it wanted something else).
 */
export function startedAnswerOf<S extends Shape, P extends string>(
  ep: Endpoint<S, P>,
  page: { current: number; size: number },
): ResOf<S> | undefined {
  for (const had of started.values()) {
    const asked = pagingOf(had.args);
    const same = asked.current === page.current && asked.size === page.size;
    if (had.endpoint === ep && same && had.navigation === navigation && had.answer && !had.taken && Date.now() - had.at < FRESH_MS) {
      return had.answer.value as ResOf<S>;
    }
  }
  return undefined;
}

/** Settles once every call started for this navigation has answered or failed, or after `ms`. Never rejects. */
export function startedCallsSettled(ms: number): Promise<void> {
  const pending = [...started.values()].filter((s) => s.navigation === navigation && !s.answer).map((s) => s.promise);
  if (!pending.length) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    Promise.allSettled(pending).then(done);
  });
}
