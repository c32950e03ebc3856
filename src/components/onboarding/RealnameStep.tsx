import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import { confirmAlipayVerify, startAlipayVerify } from '@/services/realname';
import type { AlipayVerifyStart } from '@/types';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { Link, useDispatch } from '@umijs/max';
import { Alert, Button, type ButtonProps, Form, Result, Space } from 'antd';
import { useState } from 'react';
import StepTitle from './StepTitle';
import type { StepProps } from './types';

interface Values {
  realName: string;
  idNumber: string;
  code?: string;
}

/** The Alipay check of a mainland ID card (SPEC §7 B/alipay/realname): name and number, then the code sent to the phone. */
function AlipayForm({ onVerified }: { onVerified: () => Promise<void> }) {
  const t = useText();
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
  const required = (label: string) => [{ required: true, whitespace: true, message: t('onboarding.required', { field: label }) }];
  return (
    <ProForm<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ style: { maxWidth: 360 } }}
      onFinish={onFinish}
      submitter={{
        searchConfig: { submitText: t(started ? 'onboarding.realname.confirm' : 'onboarding.realname.start') },
        resetButtonProps: false,
        submitButtonProps: { loading: busy, 'data-testid': 'realname-submit' } as ButtonProps,
        render: (_, dom) => <div style={{ paddingLeft: 120 }}>{dom}</div>,
      }}
    >
      <ProFormText
        name="realName"
        label={t('onboarding.realname.name')}
        rules={required(t('onboarding.realname.name'))}
        disabled={!!started}
      />
      <ProFormText
        name="idNumber"
        label={t('onboarding.realname.idNumber')}
        rules={required(t('onboarding.realname.idNumber'))}
        disabled={!!started}
        fieldProps={{ maxLength: 18 }}
      />
      {started ? (
        <ProFormText
          name="code"
          label={t('onboarding.realname.code')}
          extra={t('onboarding.realname.codeSent', { phone: started.phone })}
          rules={required(t('onboarding.realname.code'))}
          fieldProps={{ maxLength: 6, inputMode: 'numeric', autoFocus: true }}
        />
      ) : null}
    </ProForm>
  );
}

/**
 * Real name: a verified user goes on; others verify here with the Alipay check, or with other
 * documents in the account centre and come back. A pending review waits for the staff.
 */
export default function RealnameStep({
  texts,
  sync,
  advance,
}: StepProps & { texts: { title: string; body: string }; sync: () => Promise<unknown> }) {
  const t = useText();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const { currentUser } = useUserState();
  // the server moves the progress past this step once the real name is verified
  const next = useSubmit<void>(undefined, async () => {
    await sync();
    await advance();
  });
  const check = useSubmit<void>(undefined, async () => {
    await dispatch({ type: 'user/fetch' });
  });
  const status = currentUser?.realNameAuthStatus ?? 'UNAUTHORIZED';

  if (currentUser?.realNameAuth) {
    return (
      <Result
        status="success"
        title={t('onboarding.realname.verified', { name: currentUser.realName ?? '' })}
        extra={
          <Button type="primary" loading={next.busy} onClick={() => next.onFinish()} data-testid="auth-next">
            {t('onboarding.next')}
          </Button>
        }
      />
    );
  }
  const checkAgain = (
    <Button loading={check.busy} onClick={() => check.onFinish()}>
      {t('onboarding.realname.check')}
    </Button>
  );
  return (
    <>
      <StepTitle title={t(texts.title)} body={t(texts.body)} />
      {status === 'PENDING' ? (
        // the Alipay check is refused while documents are under review
        <Alert type="info" showIcon message={t('onboarding.realname.pending')} action={checkAgain} />
      ) : (
        <>
          {status === 'REJECTED' ? (
            <Alert type="warning" showIcon message={t('account.realname.rejected')} style={{ marginBottom: 16 }} />
          ) : null}
          <AlipayForm onVerified={() => next.onFinish()} />
          <Space style={{ marginTop: 16, paddingLeft: 120 }}>
            <Link to={to('/profile/realname')}>{t('onboarding.realname.other')}</Link>
            {checkAgain}
          </Space>
        </>
      )}
    </>
  );
}
