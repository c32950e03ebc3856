import { setLocale } from '@umijs/max';
import type { AppLocale } from './localePrefix';

/** What the runtime getLocale (src/app.tsx) answers while refreshIntl runs. */
let override: AppLocale | undefined;
export const localeOverride = (): AppLocale | undefined => override;

const other = (l: AppLocale): AppLocale => (l === 'zh-CN' ? 'en-US' : 'zh-CN');

/**
 * Rebuilds the global intl for `target` and makes the locale container re-render. umi's setLocale
 * does both but is a no-op when getLocale() already answers `target`: getLocale answers `from`
 * meanwhile (the other locale when only the texts changed).
 */
export function refreshIntl(target: AppLocale, from: AppLocale): void {
  override = from === target ? other(target) : from;
  try {
    setLocale(target, false);
  } finally {
    override = undefined;
  }
}
