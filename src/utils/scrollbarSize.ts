// rc-util's getScrollBarSize (aliased in .umirc.ts), with the same exports and results, measured
// without churning the document's styles. The original measures on every call (rc-table calls it
// in a layout effect on mount): it inserts and removes a <style> for the target's
// ::-webkit-scrollbar even when that rule is empty and appends a probe to <body>, so a table's
// first commit forces the new page's style and layout and changes the active stylesheets twice.
// Here a size is measured once per scrollbar style (colour, width, ::-webkit-scrollbar width and
// height) and kept until the window resizes (zoom changes a scrollbar's CSS width); the <style>
// goes in only when the target has a ::-webkit-scrollbar size of its own.
import { removeCSS, updateCSS } from 'rc-util/es/Dom/dynamicCSS';

interface Size {
  width: number;
  height: number;
}

const measured = new Map<string, Size>();
let plain: Size | undefined;
let listening = false;

function forgetOnResize(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('resize', () => {
    measured.clear();
    plain = undefined;
  });
}

function measure(scrollbarColor = '', scrollbarWidth = '', webkitWidth = '', webkitHeight = ''): Size {
  const id = `rc-scrollbar-measure-${Math.random().toString(36).substring(7)}`;
  const probe = document.createElement('div');
  probe.id = id;
  Object.assign(probe.style, { position: 'absolute', left: '0', top: '0', width: '100px', height: '100px', overflow: 'scroll' });
  if (scrollbarColor) probe.style.setProperty('scrollbar-color', scrollbarColor);
  if (scrollbarWidth) probe.style.setProperty('scrollbar-width', scrollbarWidth);
  const width = parseInt(webkitWidth, 10);
  const height = parseInt(webkitHeight, 10);
  const custom = !!(width || height);
  if (custom) {
    const w = width ? `width: ${webkitWidth};` : '';
    const h = height ? `height: ${webkitHeight};` : '';
    updateCSS(`\n#${id}::-webkit-scrollbar {\n${w}\n${h}\n}`, id);
  }
  document.body.appendChild(probe);
  const size = { width: probe.offsetWidth - probe.clientWidth, height: probe.offsetHeight - probe.clientHeight };
  document.body.removeChild(probe);
  if (custom) removeCSS(id);
  return size;
}

export default function getScrollBarSize(fresh?: boolean): number {
  if (typeof document === 'undefined') return 0;
  forgetOnResize();
  if (fresh || !plain) plain = measure();
  return plain.width;
}

export function getTargetScrollBarSize(target: HTMLElement | null | undefined): Size {
  if (typeof document === 'undefined' || !target || !(target instanceof Element)) return { width: 0, height: 0 };
  forgetOnResize();
  const style = getComputedStyle(target);
  const webkit = getComputedStyle(target, '::-webkit-scrollbar');
  const args = [style.getPropertyValue('scrollbar-color'), style.getPropertyValue('scrollbar-width'), webkit.width, webkit.height] as const;
  const key = args.join('|');
  let size = measured.get(key);
  if (!size) {
    size = measure(...args);
    measured.set(key, size);
  }
  return { ...size };
}

/** Measures the page's plain scrollbar before the first render, while the document is still empty. */
export function warmScrollbarSize(): void {
  if (typeof document !== 'undefined' && document.body) getTargetScrollBarSize(document.body);
}
