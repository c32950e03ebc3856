import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The launcher's vertical position: its distance from the bottom of the viewport, dragged with the
 * pointer (or moved with the arrow keys), kept within the page body and remembered across pages.
 */
export const LAUNCHER_POSITION_KEY = 'gt_chat_launcher_bottom';
const MARGIN = 8;
const CLICK_SLOP = 4;
const KEY_STEP = 24;

export function clampBottom(bottom: number, viewport: number, height: number): number {
  const max = Math.max(MARGIN, viewport - height - MARGIN);
  return Math.round(Math.min(Math.max(bottom, MARGIN), max));
}

function readSaved(fallback: number): number {
  try {
    const v = Number(window.localStorage.getItem(LAUNCHER_POSITION_KEY));
    return Number.isFinite(v) && v > 0 ? v : fallback;
  } catch {
    return fallback; // storage disabled: the launcher starts at its default place, nothing to show
  }
}

function save(bottom: number): void {
  try {
    window.localStorage.setItem(LAUNCHER_POSITION_KEY, String(bottom));
  } catch {
    // storage disabled: the position lasts for this page
  }
}

export default function useVerticalDrag(initialBottom: number) {
  const ref = useRef<HTMLDivElement>(null);
  // within the viewport from the start; its own height is only known once it is laid out
  const [bottom, setBottom] = useState(() => clampBottom(readSaved(initialBottom), window.innerHeight, 0));
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ startY: number; startBottom: number; moved: boolean } | null>(null);
  /** true right after a drag: the click that ends it must not open anything */
  const suppressClick = useRef(false);

  const clamp = useCallback((b: number) => clampBottom(b, window.innerHeight, ref.current?.offsetHeight ?? 0), []);

  useEffect(() => {
    const onResize = () => setBottom((b) => clamp(b));
    // its height is read in the next frame, with the page's own layout: read now, during the
    // first render's effects, it would lay the whole new page out once more before it is painted
    const frame = window.requestAnimationFrame(onResize);
    window.addEventListener('resize', onResize);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, [clamp]);

  const onPointerDown = (e: React.PointerEvent) => {
    if (e.button !== 0) return;
    drag.current = { startY: e.clientY, startBottom: bottom, moved: false };
    suppressClick.current = false;
  };

  useEffect(() => {
    const onMove = (e: PointerEvent) => {
      const d = drag.current;
      if (!d) return;
      const dy = d.startY - e.clientY;
      if (!d.moved && Math.abs(dy) < CLICK_SLOP) return;
      d.moved = true;
      setDragging(true);
      setBottom(clamp(d.startBottom + dy));
    };
    const onUp = () => {
      const d = drag.current;
      drag.current = null;
      if (!d?.moved) return;
      suppressClick.current = true;
      setDragging(false);
      setBottom((b) => {
        save(b);
        return b;
      });
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
  }, [clamp]);

  /** Arrow keys on the grip move the launcher too. */
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const next = clamp(bottom + (e.key === 'ArrowUp' ? KEY_STEP : -KEY_STEP));
    setBottom(next);
    save(next);
  };

  /** Wraps a click handler so the click ending a drag is ignored. */
  const guardClick = (fn: () => void) => () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    fn();
  };

  return { ref, bottom, dragging, onPointerDown, onKeyDown, guardClick };
}
