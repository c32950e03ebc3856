import AuthCard from '@/components/AuthCard';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useSubmit from '@/hooks/useSubmit';
import { forgetPassword } from '@/services/auth';
import { toast } from '@/utils/toast';
import { FormattedMessage, history, useIntl } from '@umijs/max';
import { Button, Form, Input, Typography } from 'antd';

/** Forgot password: sends a code, then continues on the reset page. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const [form] = Form.useForm<{ username: string }>();
  const { busy, onFinish } = useSubmit(form, async ({ username }) => {
    await forgetPassword({ username });
    toast.success(intl.formatMessage({ id: 'session.forgot.sent' }));
    history.push(`${to('/reset-password')}?username=${encodeURIComponent(username)}`);
  });

  return (
    <AuthCard>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="session.forgot.hint" />
      </Typography.Paragraph>
      <Form form={form} name="forgot" layout="vertical" onFinish={onFinish}>
        <Form.Item name="username" label={intl.formatMessage({ id: 'session.field.username' })}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          <FormattedMessage id="session.forgot.submit" />
        </Button>
      </Form>
    </AuthCard>
  );
}
