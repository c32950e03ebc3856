import AuthCard from '@/components/AuthCard';
import useSubmit from '@/hooks/useSubmit';
import { login, signup } from '@/services/auth';
import { openLoginDialog } from '@/utils/loginDialog';
import { handleLoginResponse } from '@/utils/session';
import { FormattedMessage } from '@umijs/max';
import { Button, Form, Input } from 'antd';
import useText from '@/hooks/useText';

interface RegisterForm {
  username: string;
  password: string;
  confirmPassword: string;
  email?: string;
  phoneNumber?: string;
}

/** Registration: sign up, then sign in automatically with the same credentials. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterForm>();
  const label = useText();
  const { busy, onFinish } = useSubmit(form, async (v) => {
    if (v.password !== v.confirmPassword) {
      form.setFields([{ name: 'confirmPassword', errors: [label('session.register.mismatch')] }]);
      return;
    }
    const { username } = await signup({
      username: v.username,
      password: v.password,
      email: v.email || undefined,
      phoneNumber: v.phoneNumber || undefined,
    });
    const res = await login({ username, password: v.password, credentialType: 'password' });
    handleLoginResponse(res, false);
  });

  return (
    <AuthCard>
      <Form<RegisterForm> form={form} name="register" layout="vertical" onFinish={onFinish}>
        <Form.Item name="username" label={label('session.field.username')}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={label('session.field.password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={label('session.field.confirmPassword')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="email" label={label('session.field.email')}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item name="phoneNumber" label={label('session.field.phoneNumber')}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
          <FormattedMessage id="session.register.submit" />
        </Button>
        <Button type="link" block onClick={openLoginDialog}>
          <FormattedMessage id="session.register.hasAccount" />
        </Button>
      </Form>
    </AuthCard>
  );
}
