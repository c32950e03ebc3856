import useMessages from '@/hooks/useMessages';
import useRouteMeta from '@/hooks/useRouteMeta';
import { bundlesOf, type MessageBundle } from '@/utils/messages';
import { FormattedMessage } from '@umijs/max';
import type { ReactNode } from 'react';
import { palette } from '@/constants/palette';

const box = { padding: 48, textAlign: 'center' as const, color: palette.textTertiary };

/** What the layouts' header parts and overlays show: the core and site texts only. */
export const SITE_BUNDLES: MessageBundle[] = ['site'];

/**
 * Renders its children once the texts they need are loaded for the current locale: `bundles`, or
 * by default the current route's (the site texts and its text group, config/routes.ts). The texts
 * usually arrive with the route's chunks, so the placeholder is rarely seen.
 */
export default function MessagesGate({ bundles, quiet, children }: { bundles?: MessageBundle[]; quiet?: boolean; children: ReactNode }) {
  const { texts } = useRouteMeta();
  const { state, retry } = useMessages(bundles ?? bundlesOf(texts));
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
