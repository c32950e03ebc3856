import useMessages from '@/hooks/useMessages';
import type { MessageBundle } from '@/utils/messages';
import { FormattedMessage } from '@umijs/max';
import type { ReactNode } from 'react';
import { palette } from '@/constants/palette';

const box = { padding: 48, textAlign: 'center' as const, color: palette.textTertiary };

/**
 * Renders its children once the area texts they need are loaded for the current locale. The
 * texts usually arrive with the layout's own chunk, so the placeholder is rarely seen.
 */
const SITE: MessageBundle[] = ['site'];
export const CONSOLE_BUNDLES: MessageBundle[] = ['site', 'console'];
export const SITE_BUNDLES = SITE;
export default function MessagesGate({ bundles, quiet, children }: { bundles: MessageBundle[]; quiet?: boolean; children: ReactNode }) {
  const { state, retry } = useMessages(bundles);
  if (state === 'ready') return <>{children}</>;
  // header widgets and overlays wait silently; the page area says what is happening
  if (quiet) return null;
  if (state === 'failed') {
    return (
      <div role="alert" style={box}>
        <FormattedMessage id="common.textsFailed" />{' '}
        <button type="button" onClick={retry}>
          <FormattedMessage id="common.retry" />
        </button>
      </div>
    );
  }
  return (
    <div aria-busy="true" style={box} data-testid="texts-loading">
      <FormattedMessage id="common.loading" />
    </div>
  );
}
