import { CODE_RE } from '@/constants/account';
import { isIdCard } from '@/domain/account/rules';
import useSubmit from '@/hooks/useSubmit';
import { confirmAlipayVerify, startAlipayVerify } from '@/services/realname';
import type { AlipayVerifyParams, AlipayVerifyStart, RealnameStatus } from '@/types';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import useText from '@/hooks/useText';

/** Mainland ID card through Alipay: name and ID number, then the code Alipay sends. */
export default function AlipayVerify({ onDone }: { onDone: (s: RealnameStatus) => void }) {
  const t = useText();
  const [form] = Form.useForm<AlipayVerifyParams>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const [started, setStarted] = useState<AlipayVerifyStart>();
  const start = useSubmit(form, async (v: AlipayVerifyParams) =>
    setStarted(
      await startAlipayVerify({
        realName: v.realName.trim(),
        idNumber: v.idNumber.trim().toUpperCase(),
      }),
    ),
  );
  const confirm = useSubmit(codeForm, async ({ code }: { code: string }) =>
    onDone(await confirmAlipayVerify({ certifyId: started!.certifyId, code })),
  );

  if (started) {
    return (
      <Form form={codeForm} layout="vertical" onFinish={confirm.onFinish} style={{ maxWidth: 420 }}>
        <Alert type="info" showIcon message={t('account.realname.codeStep', { phone: started.phone })} style={{ marginBottom: 12 }} />
        <Form.Item
          name="code"
          label={t('account.common.code')}
          rules={[
            {
              required: true,
              pattern: CODE_RE,
              message: t('account.rule.code'),
            },
          ]}
        >
          <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="realname-code" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={confirm.busy} data-testid="realname-confirm">
            {t('account.realname.confirm')}
          </Button>
          <Button onClick={() => setStarted(undefined)}>{t('account.realname.restart')}</Button>
        </Space>
      </Form>
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={start.onFinish} style={{ maxWidth: 420 }} data-testid="realname-alipay">
      <Form.Item
        name="realName"
        label={t('account.realname.name')}
        extra={t('account.rule.realName')}
        rules={[
          {
            required: true,
            message: t('account.common.required', {
              name: t('account.realname.name'),
            }),
          },
        ]}
      >
        <Input autoComplete="name" data-testid="realname-name" />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('account.realname.idNumber')}
        validateTrigger="onBlur"
        rules={[
          {
            required: true,
            message: t('account.common.required', {
              name: t('account.realname.idNumber'),
            }),
          },
          {
            validator: async (_, v?: string) => {
              if (v && !isIdCard(v)) throw new Error(t('account.rule.idCard'));
            },
          },
        ]}
      >
        <Input maxLength={18} autoComplete="off" data-testid="realname-id" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={start.busy} data-testid="realname-start">
        {t('account.realname.start')}
      </Button>
    </Form>
  );
}
