import { loadMessages } from '@/utils/messages';
import { LOCALE_LANG, resolveLocale } from '@/utils/localePrefix';
import { ssrRequest } from '@/utils/ssrContext';
import { getIntl, useAppData, useRouteData } from '@umijs/max';
import { useState } from 'react';
import { fetchHomeData, type HomeData } from './homeData';

/** What home's serverLoader hands the page (and server/serve.mjs reads `meta` and `error` from). */
export type HomeLoaderData =
  { home: HomeData; meta: { lang: string; title: string; description: string } } | { home?: undefined; error: string };

/**
 * umi's serverLoader of home, run by the production server only: home's data fetched from the API
 * with the request's locale texts loaded, so the first HTML shows the market in the visitor's
 * language. A failure is answered as `{ error }`, not thrown: umi's renderer would leave a thrown
 * one unhandled; the server sees it and sends the client shell instead (server/render.ts).
 */
export async function loadHomeOnServer(args: { request: Request }): Promise<HomeLoaderData> {
  const ctx = ssrRequest();
  if (!ctx) return { error: 'home serverLoader called outside the production server' };
  const locale = resolveLocale(new URL(args.request.url).pathname);
  try {
    const [home] = await Promise.all([fetchHomeData(ctx.apiBase, fetch), loadMessages(locale, ['site'])]);
    const intl = getIntl(locale);
    const t = (id: string) => intl.formatMessage({ id });
    return {
      home,
      meta: {
        lang: LOCALE_LANG[locale],
        title: `${t('route.home')} - ${t('app.name')}`,
        description: t('route.home.description'),
      },
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

let handedOver = false;

/**
 * The server's data for the first render of home: the page hydrates with it instead of fetching.
 * Only once per page load: a later visit (client navigation back home) fetches fresh data.
 */
export function useHomeSeed(): HomeData | undefined {
  const { serverLoaderData } = useAppData();
  const { route } = useRouteData();
  const [seed] = useState(() => {
    const data = (serverLoaderData as Record<string, HomeLoaderData | undefined>)[route.id]?.home;
    if (typeof window === 'undefined') return data;
    if (handedOver || !data) return undefined;
    handedOver = true;
    return data;
  });
  return seed;
}
