import usePrefixedPath from '@/hooks/usePrefixedPath';
import { login } from '@/services/auth';
import { closeLoginDialog, isLoginDialogOpen, subscribeLoginDialog } from '@/utils/loginDialog';
import { handleLoginResponse } from '@/utils/session';
import { GithubOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { FormattedMessage, history, useIntl } from '@umijs/max';
import { Button, Checkbox, Divider, Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import useSubmit from '@/hooks/useSubmit';

interface LoginForm {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** The login dialog (scene LOGIN): opens over any page when a session is missing. */
export default function LoginDialog() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const [open, setOpen] = useState(isLoginDialogOpen());
  const [form] = Form.useForm<LoginForm>();

  useEffect(() => {
    const off = subscribeLoginDialog(setOpen);
    setOpen(isLoginDialogOpen()); // a guard may have opened it before this subscribed
    return off;
  }, []);

  const { busy: submitting, onFinish } = useSubmit(form, async (values) => {
    const res = await login({ username: values.username, password: values.password, credentialType: 'password' });
    handleLoginResponse(res, values.rememberMe);
  });

  const go = (path: string) => {
    closeLoginDialog();
    history.push(to(path));
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'session.login.title' })}
      footer={null}
      width={400}
      onCancel={closeLoginDialog}
      modalRender={(node) => <div data-testid="login-dialog">{node}</div>}
    >
      <Form<LoginForm> form={form} name="login" layout="vertical" initialValues={{ rememberMe: true }} onFinish={onFinish}>
        <Form.Item name="username" label={intl.formatMessage({ id: 'session.field.username' })}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={intl.formatMessage({ id: 'session.field.password' })}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="rememberMe" valuePropName="checked">
          <Checkbox>
            <FormattedMessage id="session.login.rememberMe" />
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
          <FormattedMessage id="session.login.submit" />
        </Button>
        <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }}>
          <a onClick={() => go('/register')}>
            <FormattedMessage id="session.login.toRegister" />
          </a>
          <a onClick={() => go('/forgot-password')}>
            <FormattedMessage id="session.login.toForgot" />
          </a>
        </Space>
        {/* third-party sign-in: the start page gets a state from the backend and leaves for the provider */}
        <Divider plain style={{ margin: '16px 0 12px' }}>
          <FormattedMessage id="session.login.or" />
        </Divider>
        <Button block icon={<GithubOutlined />} data-testid="login-oauth2-github" onClick={() => go('/passport/oauth2/code/github')}>
          <FormattedMessage id="session.login.github" />
        </Button>
      </Form>
    </Modal>
  );
}
