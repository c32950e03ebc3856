import { browserPath } from '@/microapp/base';
import { devApi } from '@/domain/dev/endpoints';
import { urlOf } from '@/domain/endpoint';
import { getDeveloperStatus } from '@/services/developer';
import { isAuthenticated } from '@/utils/token';
import { FormattedMessage, history, useIntl, useLocation, useSearchParams } from '@umijs/max';
import { Button, Col, Row, Space, Steps, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import ConfigCard, { SCOPES } from './components/oauth2/ConfigCard';
import ExchangeCard from './components/oauth2/ExchangeCard';
import {
  authorizationUrl,
  callbackParams,
  type FlowConfig,
  type FlowRun,
  loadFlow,
  pkceChallenge,
  randomString,
  saveFlow,
} from './components/oauth2/flow';

/** The public PKCE client every visitor may use; approved developers test their own client instead. */
const PLAYGROUND_CLIENT = 'playground';

function initialConfig(redirectUri: string, clientId: string | null): FlowConfig {
  const saved = loadFlow().config;
  if (saved && saved.redirectUri === redirectUri && (!clientId || saved.clientId === clientId)) return saved;
  const origin = window.location.origin;
  return {
    authorizeUrl: `${origin}${urlOf(devApi.providerAuthorize)}`,
    tokenUrl: `${origin}${urlOf(devApi.providerToken)}`,
    userinfoUrl: `${origin}${urlOf(devApi.providerUserInfo)}`,
    clientId: clientId ?? PLAYGROUND_CLIENT,
    clientSecret: '',
    redirectUri,
    scopes: SCOPES,
    pkce: true,
    pkceMethod: 'S256',
  };
}

/**
 * /playground/oauth2 (no layout): an OAuth2 authorization-code client against the fake provider —
 * configure, authorize at the provider, check the returned state, exchange the code, call userinfo.
 */
export default function OAuth2TesterPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const redirectUri = `${window.location.origin}${browserPath(pathname)}`;
  const [config, setConfig] = useState<FlowConfig>(() => initialConfig(redirectUri, params.get('client_id')));
  const [run] = useState<FlowRun | undefined>(() => loadFlow().run);
  const [state, setState] = useState(() => run?.state ?? randomString(24));
  const [authUrl, setAuthUrl] = useState<string>();
  const callback = useMemo(() => callbackParams(params), [params]);

  // an approved developer testing their own client: fill in its secret (silently: the page is public)
  useEffect(() => {
    const wanted = params.get('client_id');
    if (!wanted || !isAuthenticated()) return;
    getDeveloperStatus({ skipErrorHandler: true })
      .then((s) => {
        if (s.client?.clientId === wanted) setConfig((c) => ({ ...c, clientSecret: s.client!.clientSecret, pkce: false }));
      })
      .catch(() => undefined); // a convenience only: the secret field stays empty for the user to fill in
  }, [params]);

  // the URL about to be opened, shown for inspection (the verifier is fixed only when authorizing)
  useEffect(() => {
    setAuthUrl(authorizationUrl(config, { state, startedAt: 0 }, config.pkce ? '…' : undefined, intl.locale));
  }, [config, state, intl.locale]);

  const authorize = async () => {
    const next: FlowRun = { state, codeVerifier: config.pkce ? randomString(64) : undefined, startedAt: Date.now() };
    const challenge = next.codeVerifier ? await pkceChallenge(next.codeVerifier, config.pkceMethod) : undefined;
    // without WebCrypto S256 cannot be computed: fall back to plain rather than fail
    const effective = next.codeVerifier && !challenge ? { ...config, pkceMethod: 'plain' as const } : config;
    const url = authorizationUrl(effective, next, challenge ?? next.codeVerifier, intl.locale);
    if (!url) return; // not an http(s) endpoint: the form says so and the button is off
    saveFlow(effective, next);
    window.location.assign(url);
  };
  const startOver = () => {
    saveFlow(config);
    setState(randomString(24));
    history.replace(pathname);
    window.location.reload();
  };

  const current = !callback ? 0 : callback.error ? 1 : 2;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 1280 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">
          <FormattedMessage id="dev.oauth.intro" />
        </Typography.Text>
        {callback && (
          <Button onClick={startOver} data-testid="oauth-start-over">
            <FormattedMessage id="dev.oauth.startOver" />
          </Button>
        )}
      </Space>
      <Steps
        size="small"
        current={current}
        status={callback?.error ? 'error' : 'process'}
        items={['configure', 'authorize', 'exchange'].map((s) => ({ title: intl.formatMessage({ id: `dev.oauth.stepName.${s}` }) }))}
      />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <ConfigCard
            config={config}
            state={state}
            authorizationUrl={authUrl}
            onChange={setConfig}
            onNewState={() => setState(randomString(24))}
            onAuthorize={authorize}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ExchangeCard config={config} run={run} callback={callback} />
        </Col>
      </Row>
    </Space>
  );
}
