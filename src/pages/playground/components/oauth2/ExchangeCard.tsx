import { isWebUrl } from '@/domain/dev/rules';
import type { OAuth2TokenResponse, OAuth2UserInfo } from '@/types';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { FormattedMessage } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { type CallbackParams, type FlowConfig, type FlowRun, stateMatches } from './flow';
import JsonBlock from './JsonBlock';
import { getProviderUserInfo, type ProbeResult, requestProviderToken } from './probe';

interface Props {
  config: FlowConfig;
  run?: FlowRun;
  callback?: CallbackParams;
}

/** Steps 2–3: what came back (with the state check), the token exchange, and the userinfo call. */
export default function ExchangeCard({ config, run, callback }: Props) {
  const [token, setToken] = useState<ProbeResult<OAuth2TokenResponse>>();
  const [user, setUser] = useState<ProbeResult<OAuth2UserInfo>>();
  const [busy, setBusy] = useState<'token' | 'user'>();

  if (!callback) {
    return (
      <Card size="small" title={<FormattedMessage id="dev.oauth.step2" />}>
        <Empty description={<FormattedMessage id="dev.oauth.waitingCallback" />} />
      </Card>
    );
  }
  const stateOk = stateMatches(run, callback);
  const accessToken = token?.ok ? token.body.access_token : undefined;

  const exchange = async () => {
    if (!callback.code || !isWebUrl(config.tokenUrl)) return; // the config form says why
    setBusy('token');
    setToken(
      await requestProviderToken(config.tokenUrl, {
        grant_type: 'authorization_code',
        code: callback.code,
        redirect_uri: config.redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret || undefined,
        code_verifier: config.pkce ? run?.codeVerifier : undefined,
      }),
    );
    setBusy(undefined);
  };
  const callUserInfo = async () => {
    if (!accessToken) return;
    setBusy('user');
    setUser(await getProviderUserInfo(config.userinfoUrl, accessToken));
    setBusy(undefined);
  };

  return (
    <Card size="small" title={<FormattedMessage id="dev.oauth.step2" />}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {callback.error ? (
          <Alert
            type="error"
            showIcon
            message={callback.error}
            description={callback.errorDescription ?? undefined}
            data-testid="oauth-callback-error"
          />
        ) : (
          <Descriptions size="small" column={1} bordered labelStyle={{ width: 90 }}>
            <Descriptions.Item label="code">
              <Typography.Text code data-testid="oauth-code">
                {callback.code}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="state">
              <Space>
                <Typography.Text code>{callback.state ?? '-'}</Typography.Text>
                {stateOk ? (
                  <Typography.Text type="success" data-testid="oauth-state-ok">
                    <CheckCircleFilled /> <FormattedMessage id="dev.oauth.stateOk" />
                  </Typography.Text>
                ) : (
                  <Typography.Text type="danger" data-testid="oauth-state-bad">
                    <CloseCircleFilled /> <FormattedMessage id="dev.oauth.stateBad" />
                  </Typography.Text>
                )}
              </Space>
            </Descriptions.Item>
          </Descriptions>
        )}
        {callback.code && (
          <>
            <Button type="primary" disabled={!stateOk} loading={busy === 'token'} onClick={exchange} data-testid="oauth-exchange">
              <FormattedMessage id="dev.oauth.exchange" />
            </Button>
            {token && <JsonBlock result={token} testId="oauth-token" />}
          </>
        )}
        {accessToken && (
          <>
            <Button loading={busy === 'user'} onClick={callUserInfo} data-testid="oauth-userinfo">
              <FormattedMessage id="dev.oauth.userinfo" />
            </Button>
            {user && <JsonBlock result={user} testId="oauth-user" />}
          </>
        )}
      </Space>
    </Card>
  );
}
