import { MOBILE_MIN_WIDTH } from '@/constants/limits';
import { consoleRoot } from '@/microapp/lifecycle';
import { isMobileUserAgent } from '@/utils/device';
import { useEffect } from 'react';

/** Mobile browsers get a minimum page width (SPEC §9): on the page standalone, on the console's own element inside a host. */
export default function useMobileMinWidth(): void {
  useEffect(() => {
    if (!isMobileUserAgent(navigator.userAgent)) return undefined;
    const target = consoleRoot() ?? document.body;
    target.style.minWidth = `${MOBILE_MIN_WIDTH}px`;
    return () => {
      target.style.minWidth = '';
    };
  }, []);
}
