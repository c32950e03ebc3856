import { isAppLocale } from '@/utils/localePrefix';
import { switchLocale } from '@/utils/localeSwitch';
import { getLocale, useIntl, useLocation } from '@umijs/max';
import { Segmented } from 'antd';

/** Switches locale in place: rewrites the URL prefix (no reload) and remembers it in the cookie. */
export default function LangSwitch() {
  const { pathname, search, hash } = useLocation();
  const intl = useIntl();
  return (
    <Segmented
      size="small"
      data-testid="locale-switch"
      value={getLocale()}
      options={[
        // each language named in itself (the same text in both locale files)
        { label: intl.formatMessage({ id: 'common.lang.zh-CN' }), value: 'zh-CN' },
        { label: intl.formatMessage({ id: 'common.lang.en-US' }), value: 'en-US' },
      ]}
      onChange={(v) => {
        const next = String(v);
        if (!isAppLocale(next)) return;
        void switchLocale(next, { pathname, search, hash });
      }}
    />
  );
}
