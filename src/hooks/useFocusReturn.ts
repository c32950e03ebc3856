import { useCallback, useRef } from 'react';

/**
 * Gives focus back to the control that opened a dialog, for dialogs that are unmounted on close
 * (antd restores focus only when its Modal stays mounted through the closing animation).
 * `remember` when opening, `restore` when closing.
 */
export default function useFocusReturn(): { remember: () => void; restore: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const el = opener.current;
    opener.current = null;
    // after the dialog is gone: antd moves focus while it unmounts
    if (el) setTimeout(() => el.isConnected && el.focus(), 0);
  }, []);
  return { remember, restore };
}
