import { useCallback, useRef } from 'react';

/**
 * A row menu whose items open a drawer or dialog. The clicked item is gone once the menu closes, so
 * focus goes back to the menu's trigger before the item acts: the drawer or dialog records it as
 * its opener and gives focus back to it when it closes.
 */
export default function useMenuTrigger<T extends HTMLElement = HTMLElement>() {
  const ref = useRef<T>(null);
  const fromTrigger = useCallback(
    (act: () => void) => () => {
      ref.current?.focus();
      act();
    },
    [],
  );
  return { ref, fromTrigger };
}
