import { isAppLocale, switchLocalePath, writeLocaleCookie } from '@/utils/localePrefix';
import { loadedBundles, loadMessages } from '@/utils/messages';
import { getLocale, history, useIntl, useLocation } from '@umijs/max';
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
        writeLocaleCookie(next);
        const go = () => history.push(switchLocalePath(pathname, next) + search + hash);
        // the texts of the other locale first, so the page switches in one step (a failure only
        // means the page waits for them itself)
        const current = getLocale();
        loadMessages(next, isAppLocale(current) ? loadedBundles(current) : ['site']).then(go, go);
      }}
    />
  );
}
