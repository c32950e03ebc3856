import { CODE_RE, EMAIL_RE, PHONE_RE } from '@/constants/account';
import useSubmit from '@/hooks/useSubmit';
import { rebindUserEmail, rebindUserEmailConfirm, rebindUserPhone, rebindUserPhoneConfirm } from '@/services/customer';
import { toast } from '@/utils/toast';
import { useDispatch } from '@umijs/max';
import { Form, Input, Modal, Space } from 'antd';
import CodeButton from '@/components/account/CodeButton';
import useText from '@/hooks/useText';

interface Values {
  target: string;
  code: string;
}

/** Rebinds the sign-in phone or the e-mail: the new value, a code sent to it, then confirm. */
export default function RebindModal({ kind, open, onClose }: { kind: 'phone' | 'email'; open: boolean; onClose: () => void }) {
  const t = useText();
  const dispatch = useDispatch();
  const [form] = Form.useForm<Values>();
  const phone = kind === 'phone';
  const { busy, onFinish } = useSubmit(form, async ({ target, code }: Values) => {
    if (phone) await rebindUserPhoneConfirm({ phoneNumber: target.trim(), code });
    else await rebindUserEmailConfirm({ email: target.trim(), code });
    toast.success(t('account.overview.rebound'));
    dispatch({ type: 'user/fetch' });
    form.resetFields();
    onClose();
  });
  const send = async () => {
    const { target } = await form.validateFields(['target']);
    return phone ? rebindUserPhone({ phoneNumber: target.trim() }) : rebindUserEmail({ email: target.trim() });
  };
  return (
    <Modal
      open={open}
      title={t(phone ? 'account.overview.rebindPhone' : 'account.overview.rebindEmail')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('account.common.confirm')}
      cancelText={t('account.common.cancel')}
      confirmLoading={busy}
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item
          name="target"
          label={t(phone ? 'account.overview.newPhone' : 'account.overview.newEmail')}
          rules={[
            {
              required: true,
              pattern: phone ? PHONE_RE : EMAIL_RE,
              message: t(phone ? 'account.rule.phone' : 'account.rule.email'),
            },
            { max: 320 },
          ]}
        >
          <Input inputMode={phone ? 'tel' : 'email'} />
        </Form.Item>
        <Form.Item label={t('account.common.code')} required>
          <Space.Compact block>
            <Form.Item
              name="code"
              noStyle
              rules={[
                {
                  required: true,
                  pattern: CODE_RE,
                  message: t('account.rule.code'),
                },
              ]}
            >
              <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={t('account.common.codePlaceholder')} />
            </Form.Item>
            <CodeButton send={send} />
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
