import { browserPath } from '@/microapp/base';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { startOAuth2SignIn } from '@/services/oauth2';
import { FormattedMessage, history, useIntl, useParams } from '@umijs/max';
import { Button, Result, Space, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { providerName } from './components/providers';

/**
 * /passport/oauth2/code/{registrationId}: starts a third-party sign-in. The backend issues the
 * state and the provider URL; the browser goes there, and the provider sends it back to
 * /login/oauth2/code/{registrationId} with the code and that state.
 */
export default function OAuth2CodePage() {
  const { registrationId = '' } = useParams<{ registrationId: string }>();
  const intl = useIntl();
  const to = usePrefixedPath();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const start = useCallback(() => {
    setFailed(false);
    // the provider sends the browser back to this page: inside a host portal, under its prefix
    const redirectUri = `${window.location.origin}${browserPath(to(`/login/oauth2/code/${registrationId}`))}`;
    startOAuth2SignIn(registrationId, redirectUri, intl.locale)
      .then(({ authorizationUri }) => window.location.assign(authorizationUri))
      .catch(() => setFailed(true)); // the pipeline already said why
  }, [registrationId, to, intl.locale]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  const name = providerName(registrationId);
  if (!failed) {
    return (
      <div data-testid="oauth2-code-working">
        <Result
          icon={<Spin size="large" />}
          title={<FormattedMessage id="dev.code.redirecting" values={{ provider: name }} />}
          subTitle={<FormattedMessage id="dev.code.redirectingHint" />}
        />
      </div>
    );
  }
  return (
    <div data-testid="oauth2-code-failed">
      <Result
        status="warning"
        title={<FormattedMessage id="dev.code.failed" values={{ provider: name }} />}
        extra={
          <Space>
            <Button type="primary" onClick={start}>
              <FormattedMessage id="dev.code.retry" />
            </Button>
            <Button onClick={() => history.push(to('/'))}>
              <FormattedMessage id="common.backHome" />
            </Button>
          </Space>
        }
      />
    </div>
  );
}
