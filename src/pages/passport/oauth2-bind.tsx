import AuthCard from '@/components/AuthCard';
import useSubmit from '@/hooks/useSubmit';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { bindOAuth2Identity, getPendingIdentity } from '@/services/oauth2';
import type { OAuth2PendingIdentity } from '@/types';
import { RequestError } from '@/utils/request';
import { handleLoginResponse } from '@/utils/session';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { FormattedMessage, history, useIntl, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Avatar, Button, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { providerName } from './components/providers';

const MOCK_MODE = process.env.OAUTH2_MOCK === '1';

/** Pure: which pending identity the query names — a bind ticket, or a providerUid in mock mode. */
export function bindRef(
  params: URLSearchParams,
  mockMode: boolean,
): { provider: string; ticket?: string; providerUid?: string } | undefined {
  const provider = params.get('provider');
  const ticket = params.get('ticket') ?? undefined;
  const providerUid = mockMode ? (params.get('providerUid') ?? undefined) : undefined;
  return provider && (ticket || providerUid) ? { provider, ticket, providerUid } : undefined;
}

interface BindForm {
  username: string;
  password: string;
}

/** /passport/oauth2/bind: binds a third-party identity to an account proved by username + password. */
export default function OAuth2Bind() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const [params] = useSearchParams();
  const [form] = Form.useForm<BindForm>();
  const ref = bindRef(params, MOCK_MODE);
  const identity = useRequest(() => getPendingIdentity(ref!.provider, ref!, { skipErrorHandler: true }), {
    ready: Boolean(ref),
    refreshDeps: [params.toString()],
  });
  const { busy, onFinish } = useSubmit(form, async (values: BindForm) => {
    if (!ref) return;
    const res = await bindOAuth2Identity(ref.provider, { ticket: ref.ticket, providerUid: ref.providerUid, ...values });
    handleLoginResponse(res, false);
  });

  const restart = (
    <Button type="primary" onClick={() => history.push(to(`/passport/oauth2/code/${ref?.provider ?? 'github'}`))}>
      <FormattedMessage id="dev.bind.restart" values={{ provider: providerName(ref?.provider ?? 'github') }} />
    </Button>
  );
  if (!ref || identity.error) {
    const expired = identity.error instanceof RequestError && identity.error.status === 400;
    return (
      <AuthCard>
        <div data-testid="oauth2-bind-invalid">
          <Result
            status="warning"
            title={<FormattedMessage id={ref ? (expired ? 'dev.bind.expired' : 'dev.bind.loadFailed') : 'dev.bind.missing'} />}
            extra={
              <Space>
                {restart}
                <Button onClick={() => history.push(to('/'))}>
                  <FormattedMessage id="common.backHome" />
                </Button>
              </Space>
            }
          />
        </div>
      </AuthCard>
    );
  }
  const who: OAuth2PendingIdentity | undefined = identity.data;
  const name = providerName(ref.provider);
  return (
    <AuthCard>
      {!who ? (
        <Skeleton avatar active paragraph={{ rows: 3 }} />
      ) : (
        <div data-testid="oauth2-bind">
          <Space align="center" style={{ marginBottom: 16 }}>
            <Avatar size={48} src={who.avatarUrl} icon={<UserOutlined />} />
            <div>
              <Typography.Text strong data-testid="oauth2-bind-login">
                {who.login}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">{[who.name, who.email].filter(Boolean).join(' · ')}</Typography.Text>
            </div>
          </Space>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={<FormattedMessage id="dev.bind.hint" values={{ provider: name, login: who.login }} />}
          />
          <Form<BindForm> form={form} name="oauth2bind" layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item name="username" label={intl.formatMessage({ id: 'session.field.username' })}>
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={intl.formatMessage({ id: 'session.field.password' })}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="oauth2-bind-submit">
              <FormattedMessage id="dev.bind.submit" values={{ provider: name }} />
            </Button>
          </Form>
          <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
            <a onClick={() => history.push(to('/register'))}>
              <FormattedMessage id="dev.bind.noAccount" />
            </a>
            <a onClick={() => history.push(to('/'))}>
              <FormattedMessage id="dev.bind.cancel" />
            </a>
          </Space>
        </div>
      )}
    </AuthCard>
  );
}
