import { isWebUrl } from '@/domain/dev/rules';
import { devApi } from '@/domain/dev/endpoints';
import { urlOf } from '@/domain/endpoint';
import { PKCE_METHODS, type OAuth2ProviderMetadata } from '@/types';
import { ReloadOutlined } from '@ant-design/icons';
import { FormattedMessage } from '@umijs/max';
import { Alert, Button, Card, Checkbox, Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { FlowConfig } from './flow';
import { discoverProvider, type ProbeResult } from './probe';
import useText from '@/hooks/useText';

interface Props {
  config: FlowConfig;
  state: string;
  authorizationUrl?: string;
  onChange: (c: FlowConfig) => void;
  onNewState: () => void;
  onAuthorize: () => void;
}

export const SCOPES = ['read:user', 'user:email'];
export const METADATA_PATH = urlOf(devApi.providerMetadata);

/** Step 1: provider endpoints (or discovery), client, scopes, PKCE and state; then off to the provider. */
export default function ConfigCard({ config, state, authorizationUrl, onChange, onNewState, onAuthorize }: Props) {
  const [discovering, setDiscovering] = useState(false);
  const [discoveryFailure, setDiscoveryFailure] = useState<Extract<ProbeResult<OAuth2ProviderMetadata>, { ok: false }>>();
  const set = (patch: Partial<FlowConfig>) => onChange({ ...config, ...patch });
  const t = useText();
  const label = (id: string) => t(`dev.oauth.${id}`);
  // the tester opens and posts only to http(s) endpoints, and says so next to the field
  const webUrlStatus = (url: string) =>
    isWebUrl(url) ? { extra: label('webUrlOnly') } : { validateStatus: 'error' as const, help: label('webUrlOnly') };

  const discover = async () => {
    setDiscovering(true);
    setDiscoveryFailure(undefined);
    const res = await discoverProvider(`${window.location.origin}${METADATA_PATH}`);
    setDiscovering(false);
    if (!res.ok) {
      // the endpoints stay as they were: say so rather than leave the click without an answer
      setDiscoveryFailure(res);
      return;
    }
    const m = res.body;
    set({ authorizeUrl: m.authorization_endpoint, tokenUrl: m.token_endpoint, userinfoUrl: m.userinfo_endpoint });
  };
  const failureDetail = discoveryFailure
    ? [discoveryFailure.body.error_description, discoveryFailure.body.title, discoveryFailure.body.message].find(
        (v): v is string => typeof v === 'string' && v !== '',
      )
    : undefined;
  const publicClient = !config.clientSecret;

  return (
    <Card
      size="small"
      title={<FormattedMessage id="dev.oauth.step1" />}
      extra={
        <Button size="small" loading={discovering} onClick={discover}>
          <FormattedMessage id="dev.oauth.discover" />
        </Button>
      }
    >
      {discoveryFailure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="oauth-discovery-failed"
          message={<FormattedMessage id="dev.oauth.discoverFailed" values={{ status: discoveryFailure.status || '-' }} />}
          description={failureDetail}
          action={
            <Button size="small" danger loading={discovering} onClick={discover} data-testid="oauth-discovery-retry">
              <FormattedMessage id="dev.retry" />
            </Button>
          }
        />
      )}
      <Form layout="vertical" size="small" component="div">
        <Form.Item
          label={label('authorizeUrl')}
          htmlFor="oauth-authorize-url"
          style={{ marginBottom: 8 }}
          {...webUrlStatus(config.authorizeUrl)}
        >
          <Input
            id="oauth-authorize-url"
            value={config.authorizeUrl}
            onChange={(e) => set({ authorizeUrl: e.target.value })}
            data-testid="oauth-authorize-url"
          />
        </Form.Item>
        <Form.Item label={label('tokenUrl')} htmlFor="oauth-token-url" style={{ marginBottom: 8 }} {...webUrlStatus(config.tokenUrl)}>
          <Input
            id="oauth-token-url"
            value={config.tokenUrl}
            onChange={(e) => set({ tokenUrl: e.target.value })}
            data-testid="oauth-token-url"
          />
        </Form.Item>
        <Form.Item label={label('userinfoUrl')} htmlFor="oauth-userinfo-url">
          <Input id="oauth-userinfo-url" value={config.userinfoUrl} onChange={(e) => set({ userinfoUrl: e.target.value })} />
        </Form.Item>
        <Space.Compact block style={{ gap: 8 }}>
          <Form.Item label="client_id" htmlFor="oauth-client-id" style={{ flex: 1, marginBottom: 8 }}>
            <Input
              id="oauth-client-id"
              value={config.clientId}
              onChange={(e) => set({ clientId: e.target.value.trim() })}
              data-testid="oauth-client-id"
            />
          </Form.Item>
          <Form.Item label="client_secret" htmlFor="oauth-client-secret" style={{ flex: 1, marginBottom: 8 }} tooltip={label('secretHelp')}>
            <Input.Password
              id="oauth-client-secret"
              value={config.clientSecret}
              onChange={(e) => set({ clientSecret: e.target.value.trim() })}
              autoComplete="off"
            />
          </Form.Item>
        </Space.Compact>
        <Form.Item label="redirect_uri">
          <Typography.Text code copyable>
            {config.redirectUri}
          </Typography.Text>
        </Form.Item>
        <Form.Item label="scope" style={{ marginBottom: 8 }}>
          <Checkbox.Group options={SCOPES} value={config.scopes} onChange={(v) => set({ scopes: v as string[] })} />
        </Form.Item>
        <Form.Item
          label={label('pkce')}
          style={{ marginBottom: 8 }}
          extra={publicClient && !config.pkce ? <Typography.Text type="warning">{label('pkceNeeded')}</Typography.Text> : undefined}
        >
          <Space>
            <Switch size="small" aria-label={label('pkce')} checked={config.pkce} onChange={(pkce) => set({ pkce })} />
            <Radio.Group
              disabled={!config.pkce}
              value={config.pkceMethod}
              onChange={(e) => set({ pkceMethod: e.target.value })}
              optionType="button"
              size="small"
              options={[...PKCE_METHODS]}
            />
          </Space>
        </Form.Item>
        <Form.Item label="state" htmlFor="oauth-state">
          <Space.Compact block>
            <Input id="oauth-state" value={state} readOnly />
            <Button icon={<ReloadOutlined />} onClick={onNewState} aria-label={label('newState')} />
          </Space.Compact>
        </Form.Item>
      </Form>
      {authorizationUrl && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }} copyable={{ text: authorizationUrl }}>
          {authorizationUrl}
        </Typography.Paragraph>
      )}
      <Button
        type="primary"
        block
        disabled={!config.clientId || !isWebUrl(config.authorizeUrl) || config.scopes.length === 0}
        onClick={onAuthorize}
        data-testid="oauth-authorize"
      >
        <FormattedMessage id="dev.oauth.authorize" />
      </Button>
    </Card>
  );
}
