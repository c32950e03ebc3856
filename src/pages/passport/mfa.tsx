import AuthCard from '@/components/AuthCard';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useSubmit from '@/hooks/useSubmit';
import { login } from '@/services/auth';
import { completeSignIn, isMfaChallenge } from '@/utils/session';
import { FormattedMessage, Navigate, useIntl, useSearchParams } from '@umijs/max';
import { Button, Form, Input, Typography } from 'antd';

/** Pure: the page needs otpToken, username and phoneNumber (SPEC §5), else it sends the user to /. */
export function mfaQuery(params: URLSearchParams): { otpToken: string; username: string; phoneNumber: string } | undefined {
  const otpToken = params.get('otpToken');
  const username = params.get('username');
  const phoneNumber = params.get('phoneNumber');
  return otpToken && username && phoneNumber ? { otpToken, username, phoneNumber } : undefined;
}

/** Phone security verification: the second step of a login that answered with an MFA challenge. */
export default function MfaPage() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const [params] = useSearchParams();
  const [form] = Form.useForm<{ code: string }>();
  const query = mfaQuery(params);
  const { busy, onFinish } = useSubmit(form, async ({ code }) => {
    if (!query) return;
    const res = await login({ username: query.username, otpToken: query.otpToken, code, credentialType: 'otp' });
    if (!isMfaChallenge(res)) completeSignIn(res, params.get('rememberMe') === '1');
  });
  if (!query) return <Navigate to={to('/')} replace />;

  return (
    <AuthCard>
      <Typography.Paragraph>
        <FormattedMessage id="session.mfa.hint" values={{ phone: query.phoneNumber }} />
      </Typography.Paragraph>
      <Form form={form} name="mfa" layout="vertical" onFinish={onFinish}>
        <Form.Item name="code" label={intl.formatMessage({ id: 'session.field.code' })}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="mfa-submit">
          <FormattedMessage id="session.mfa.submit" />
        </Button>
      </Form>
    </AuthCard>
  );
}
