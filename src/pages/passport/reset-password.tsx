import AuthCard from '@/components/AuthCard';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useSubmit from '@/hooks/useSubmit';
import { resetPassword } from '@/services/auth';
import type { ResetPasswordParams } from '@/types';
import { openLoginDialog } from '@/utils/loginDialog';
import { toast } from '@/utils/toast';
import { FormattedMessage, history, useSearchParams } from '@umijs/max';
import { Button, Form, Input } from 'antd';
import useText from '@/hooks/useText';

/** Reset password with the code sent by the forgot-password page. */
export default function ResetPasswordPage() {
  const to = usePrefixedPath();
  const [params] = useSearchParams();
  const [form] = Form.useForm<ResetPasswordParams>();
  const label = useText();
  const { busy, onFinish } = useSubmit(form, async (v) => {
    await resetPassword(v);
    toast.success(label('session.reset.done'));
    history.push(to('/'));
    openLoginDialog();
  });

  return (
    <AuthCard>
      <Form<ResetPasswordParams>
        form={form}
        name="reset"
        layout="vertical"
        initialValues={{ username: params.get('username') ?? '' }}
        onFinish={onFinish}
      >
        <Form.Item name="username" label={label('session.field.username')}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="code" label={label('session.field.code')}>
          <Input autoComplete="one-time-code" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="password" label={label('session.field.newPassword')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          <FormattedMessage id="session.reset.submit" />
        </Button>
      </Form>
    </AuthCard>
  );
}
