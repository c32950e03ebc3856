import { MOBILE_MIN_WIDTH } from '@/constants/limits';
import { isMobileUserAgent } from '@/utils/device';
import { useEffect } from 'react';

export default function useMobileMinWidth(): void {
  useEffect(() => {
    if (isMobileUserAgent(navigator.userAgent)) document.body.style.minWidth = `${MOBILE_MIN_WIDTH}px`;
  }, []);
}
