import { forwardRef, useCallback, useLayoutEffect, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react';

/** Rows drawn in full with the first paint of a new page: more than a tall screen shows. */
export const FIRST_ROWS = 40;
/** Rows drawn per later task: short enough that a click or key between them is answered at once. */
export const ROWS_PER_TASK = 40;

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number; 'data-row-index'?: number; children?: ReactNode };

/**
 * Which rows of one table are drawn in full. A page of many rows paints its first screen at once;
 * the rows below it are drawn in tasks of ROWS_PER_TASK right after, before a user can scroll to
 * them. Rows already drawn once (the same keys after a reload) stay drawn.
 */
export class RowReveal {
  private limit = FIRST_ROWS;
  private wanted = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly drawn = new Set<string>();
  private readonly listeners = new Set<() => void>();
  /** height of a drawn row, so a row waiting to be drawn takes its place and the scrollbar holds */
  private height = 0;
  /** a drawn row, measured only once a row waits (reading it as rows mount would force a layout) */
  sample: HTMLTableRowElement | null = null;

  rowHeight(): number {
    if (!this.height && this.sample?.isConnected) this.height = this.sample.offsetHeight;
    return this.height;
  }

  constructor(
    private readonly schedule: (run: () => void) => ReturnType<typeof setTimeout> = (run) => setTimeout(run, 0),
    private readonly cancel: (timer: ReturnType<typeof setTimeout>) => void = clearTimeout,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isFull(key: string, index: number): boolean {
    return index < this.limit || this.drawn.has(key);
  }

  /** A row has been drawn in full: it stays so through reloads. */
  markDrawn(key: string) {
    // order numbers and entry ids of a long day stay few; a very long session starts over
    if (this.drawn.size > 20_000) this.drawn.clear();
    this.drawn.add(key);
  }

  /** A row at `index` waits: draw up to it in the next tasks. */
  want(index: number) {
    this.wanted = Math.max(this.wanted, index + 1);
    if (this.timer === undefined) this.timer = this.schedule(this.step);
  }

  private step = () => {
    this.timer = undefined;
    this.limit += ROWS_PER_TASK;
    this.listeners.forEach((l) => l());
    this.timer = this.schedule(this.limit < this.wanted ? this.step : this.settle);
  };

  /** A task after the last step, when the rows it drew have said so: the next new page starts with its first screen again. */
  private settle = () => {
    this.timer = undefined;
    if (this.limit < this.wanted) {
      this.timer = this.schedule(this.step);
      return;
    }
    this.limit = FIRST_ROWS;
    this.wanted = 0;
  };

  dispose() {
    if (this.timer !== undefined) this.cancel(this.timer);
    this.timer = undefined;
  }
}

/** The row of a table that draws rows progressively (antd Table's components.body.row). */
function makeRow(reveal: RowReveal) {
  const Row = forwardRef<HTMLTableRowElement, RowProps>(function ProgressiveRow(props, ref) {
    const { 'data-row-index': index = 0, children, ...rest } = props;
    const key = String(props['data-row-key'] ?? index);
    const full = useSyncExternalStore(
      reveal.subscribe,
      () => reveal.isFull(key, index),
      () => true,
    );
    useLayoutEffect(() => {
      if (!full) reveal.want(index);
      else reveal.markDrawn(key);
    }, [full, key, index]);
    const measure = (el: HTMLTableRowElement | null) => {
      if (el && full) reveal.sample = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    };
    if (full) {
      return (
        <tr ref={measure} {...rest}>
          {children}
        </tr>
      );
    }
    // a row still to be drawn: its height only, out of the reading order and the row keys
    const cells = Array.isArray(children) ? children.length : 1;
    return (
      <tr
        ref={ref}
        className={rest.className}
        data-row-key={props['data-row-key']}
        data-pending-row=""
        aria-hidden
        style={{ height: reveal.rowHeight() || undefined }}
      >
        <td colSpan={cells} />
      </tr>
    );
  });
  return Row;
}

type OnRow<T> = (record: T, index?: number) => HTMLAttributes<HTMLElement>;

/**
 * Progressive rows for a ProTable / antd Table: pass `components` and `onRow` (the table's own
 * `onRow`, if any, with each row's index added) to the table.
 */
export default function useProgressiveRows<T>(inner?: OnRow<T>) {
  const [state] = useState(() => {
    const reveal = new RowReveal();
    return { reveal, components: { body: { row: makeRow(reveal) } } };
  });
  useLayoutEffect(() => () => state.reveal.dispose(), [state]);
  const onRow = useCallback<OnRow<T>>(
    (record, index) => ({ ...inner?.(record, index), 'data-row-index': index }) as HTMLAttributes<HTMLElement>,
    [inner],
  );
  return { components: state.components, onRow };
}
