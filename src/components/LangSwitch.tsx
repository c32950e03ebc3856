import { isAppLocale, LOCALE_LANG, type AppLocale } from '@/utils/localePrefix';
import { switchLocale } from '@/utils/localeSwitch';
import { getLocale, useIntl, useLocation } from '@umijs/max';
import { Segmented } from 'antd';

/** Each option names its language in that language, so it carries its own `lang` (WCAG 3.1.2). */
const LOCALES: AppLocale[] = ['zh-CN', 'en-US'];

/** Switches locale in place: rewrites the URL prefix (no reload) and remembers it in the cookie. */
export default function LangSwitch() {
  const { pathname, search, hash } = useLocation();
  const intl = useIntl();
  return (
    <Segmented
      size="small"
      data-testid="locale-switch"
      aria-label={intl.formatMessage({ id: 'common.lang.switch' })}
      value={getLocale()}
      options={LOCALES.map((value) => {
        // the same text in both locale files
        const name = intl.formatMessage({ id: `common.lang.${value}` });
        return {
          label: (
            <span lang={LOCALE_LANG[value]} data-testid={`locale-switch-${value}`}>
              {name}
            </span>
          ),
          title: name,
          value,
        };
      })}
      onChange={(v) => {
        const next = String(v);
        if (!isAppLocale(next)) return;
        void switchLocale(next, { pathname, search, hash });
      }}
    />
  );
}
