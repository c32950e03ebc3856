import { checkNewPassword } from '@/domain/account/rules';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useSubmit from '@/hooks/useSubmit';
import { changePassword } from '@/services/customer';
import type { ChangePasswordParams } from '@/types';
import { toast } from '@/utils/toast';
import { Link } from '@umijs/max';
import { Alert, Button, Card, Form, Input } from 'antd';
import useText from '@/hooks/useText';

type Values = ChangePasswordParams & { confirm: string };

/** /profile/change_password: current password, new one twice; other sessions end, this one stays. */
export default function ChangePassword() {
  const t = useText();
  const to = usePrefixedPath();
  const [form] = Form.useForm<Values>();
  const { busy, onFinish } = useSubmit(form, async ({ oldPassword, newPassword }: Values) => {
    await changePassword({ oldPassword, newPassword });
    form.resetFields();
    toast.success(t('account.password.changed'));
  });
  return (
    <Card size="small" style={{ maxWidth: 640 }}>
      <Alert type="info" showIcon message={t('account.password.hint')} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="horizontal" labelCol={{ flex: '160px' }} onFinish={onFinish} data-testid="password-form">
        <Form.Item
          name="oldPassword"
          label={t('account.password.old')}
          rules={[
            {
              required: true,
              message: t('account.common.required', {
                name: t('account.password.old'),
              }),
            },
          ]}
        >
          <Input.Password autoComplete="current-password" data-testid="password-old" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('account.password.new')}
          dependencies={['oldPassword']}
          rules={[
            {
              required: true,
              message: t('account.common.required', {
                name: t('account.password.new'),
              }),
            },
            ({ getFieldValue }) => ({
              validator: async (_, v: string | undefined) => {
                if (!v) return;
                const problem = checkNewPassword(v, getFieldValue('oldPassword') || undefined);
                if (problem) throw new Error(t(`account.rule.password.${problem}`));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('account.password.confirm')}
          dependencies={['newPassword']}
          rules={[
            {
              required: true,
              message: t('account.common.required', {
                name: t('account.password.confirm'),
              }),
            },
            ({ getFieldValue }) => ({
              validator: async (_, v: string | undefined) => {
                if (v && v !== getFieldValue('newPassword')) throw new Error(t('account.rule.password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="password-submit">
            {t('account.common.save')}
          </Button>
          <Link to={to('/forgot-password')} style={{ marginLeft: 16 }}>
            {t('account.password.forgot')}
          </Link>
        </Form.Item>
      </Form>
    </Card>
  );
}
