import { hasMessages, loadMessages, type MessageBundle } from '@/utils/messages';
import { isAppLocale, DEFAULT_LOCALE } from '@/utils/localePrefix';
import { logger } from '@/utils/logger';
import { useIntl } from '@umijs/max';
import { useEffect, useReducer, useState } from 'react';

export type MessagesState = 'ready' | 'loading' | 'failed';

/**
 * Whether the area texts a layout needs are there for the current locale; starts loading them
 * when not. A failed load can be retried (`retry`).
 */
export default function useMessages(bundles: MessageBundle[]): { state: MessagesState; retry: () => void } {
  const { locale: raw } = useIntl();
  const locale = isAppLocale(raw) ? raw : DEFAULT_LOCALE;
  const ready = hasMessages(locale, bundles);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const [failed, setFailed] = useState<string | undefined>();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const wanted = bundles.join('+');
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    setFailed(undefined);
    loadMessages(locale, bundles).then(
      () => live && rerender(),
      (e: unknown) => {
        logger.error('loading texts failed', e);
        if (live) setFailed(`${locale}:${wanted}`);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- bundles is compared through `wanted`
  }, [locale, wanted, ready, attempt]);
  if (ready) return { state: 'ready', retry };
  return { state: failed === `${locale}:${wanted}` ? 'failed' : 'loading', retry };
}
