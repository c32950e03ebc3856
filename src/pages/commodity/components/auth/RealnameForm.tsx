import useSubmit from '@/hooks/useSubmit';
import { confirmAlipayVerify, startAlipayVerify } from '@/services/realname';
import type { AlipayVerifyStart } from '@/types';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, type ButtonProps, Form } from 'antd';
import { useState } from 'react';

interface Values {
  realName: string;
  idNumber: string;
  code?: string;
}

/**
 * Real-name verification inside the onboarding (contract C6, the Alipay check): name and ID
 * number, then the code sent to the account's phone. Documents for staff review stay in the
 * account centre.
 */
export default function RealnameForm({ onVerified }: { onVerified: () => Promise<void> }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [form] = Form.useForm<Values>();
  const [started, setStarted] = useState<AlipayVerifyStart>();
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    if (!started) {
      setStarted(await startAlipayVerify({ realName: v.realName.trim(), idNumber: v.idNumber.trim().toUpperCase() }));
      return;
    }
    await confirmAlipayVerify({ certifyId: started.certifyId, code: (v.code ?? '').trim() });
    await onVerified();
  });
  const required = [{ required: true, whitespace: true, message: t('supplier.rule.required') }];
  return (
    <ProForm<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ style: { maxWidth: 360 } }}
      style={{ maxWidth: 560, margin: '0 auto' }}
      onFinish={onFinish}
      submitter={{
        searchConfig: { submitText: t(started ? 'supplier.auth.realname.confirm' : 'supplier.auth.realname.start') },
        resetButtonProps: false,
        submitButtonProps: { loading: busy, 'data-testid': 'realname-submit' } as ButtonProps,
        render: (_, dom) => <div style={{ paddingLeft: 120 }}>{dom}</div>,
      }}
    >
      <ProFormText name="realName" label={t('supplier.auth.realname.name')} rules={required} disabled={!!started} />
      <ProFormText
        name="idNumber"
        label={t('supplier.auth.realname.idNumber')}
        rules={required}
        disabled={!!started}
        fieldProps={{ maxLength: 18 }}
      />
      {started ? (
        <>
          <Alert
            type="info"
            showIcon
            message={t('supplier.auth.realname.codeSent', { phone: started.phone })}
            style={{ margin: '0 0 16px 120px' }}
          />
          <ProFormText
            name="code"
            label={t('supplier.auth.realname.code')}
            rules={required}
            fieldProps={{ maxLength: 6, inputMode: 'numeric', autoFocus: true }}
          />
        </>
      ) : null}
    </ProForm>
  );
}
