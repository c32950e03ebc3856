import { isAppLocale } from '@/utils/localePrefix';
import { switchLocale } from '@/utils/localeSwitch';
import { getLocale, useIntl, useLocation } from '@umijs/max';
import { Segmented } from 'antd';

/** Each option names its language in that language, so it carries its own `lang` (WCAG 3.1.2). */
const LANGS = [
  { value: 'zh-CN', lang: 'zh-CN' },
  { value: 'en-US', lang: 'en' },
] as const;

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
      options={LANGS.map(({ value, lang }) => {
        // the same text in both locale files
        const name = intl.formatMessage({ id: `common.lang.${value}` });
        return {
          label: (
            <span lang={lang} data-testid={`locale-switch-${value}`}>
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
