import { confirmAlipayVerify, getRealnameStatus, startAlipayVerify } from '@/services/realname';
import { syncResellerMerchant } from '@/services/reseller';
import { showFormError } from '@/utils/formErrors';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { Link, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Form, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import useAdvance from './useAdvance';

interface Values {
  realName: string;
  idNumber: string;
  code?: string;
}

/**
 * Real-name step: verified users go on; others verify here with the Alipay check (C6), or follow
 * the link to the account centre for other documents and come back.
 */
export default function RealnameStep() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const advance = useAdvance();
  const [form] = Form.useForm<Values>();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const status = useRequest(getRealnameStatus);
  const [certifyId, setCertifyId] = useState<string>();
  const [phone, setPhone] = useState<string>();
  const [busy, setBusy] = useState(false);

  const next = async () => {
    setBusy(true);
    try {
      const { merchantProgress } = await syncResellerMerchant();
      await advance(merchantProgress.reseller);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      if (!certifyId) {
        const started = await startAlipayVerify({ realName: v.realName.trim(), idNumber: v.idNumber.trim() });
        setCertifyId(started.certifyId);
        setPhone(started.phone);
      } else {
        await confirmAlipayVerify({ certifyId, code: (v.code ?? '').trim() });
        const { merchantProgress } = await syncResellerMerchant();
        await advance(merchantProgress.reseller);
      }
    } catch (e) {
      showFormError(form, e);
    } finally {
      setBusy(false);
    }
  };

  const s = status.data;
  if (s?.status === 'AUTHORIZED') {
    return (
      <Result
        status="success"
        title={t('reseller.auth.realname.verified', { name: s.realName ?? '' })}
        extra={
          <Button type="primary" loading={busy} onClick={next} data-testid="auth-next">
            {t('reseller.auth.next')}
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={5}>{t('reseller.auth.realname.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reseller.auth.realname.body')}</Typography.Paragraph>
      {s?.status === 'PENDING' ? (
        <Alert type="info" showIcon message={t('reseller.auth.realname.pending')} style={{ marginBottom: 12 }} />
      ) : null}
      <ProForm<Values>
        form={form}
        onFinish={submit}
        submitter={{
          render: () => (
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="realname-submit">
                {certifyId ? t('reseller.auth.next') : t('reseller.auth.realname.go')}
              </Button>
              <Button onClick={() => status.refresh()}>{t('reseller.auth.realname.check')}</Button>
              <Link to={to('/profile/realname')}>{t('route.profile.realname')}</Link>
            </Space>
          ),
        }}
      >
        <ProFormText
          name="realName"
          label={t('reseller.auth.realname.name')}
          disabled={!!certifyId}
          rules={[{ required: true, message: t('reseller.form.required', { field: t('reseller.auth.realname.name') }) }]}
        />
        <ProFormText
          name="idNumber"
          label={t('reseller.auth.realname.idNumber')}
          disabled={!!certifyId}
          rules={[{ required: true, message: t('reseller.form.required', { field: t('reseller.auth.realname.idNumber') }) }]}
        />
        {certifyId ? (
          <ProFormText
            name="code"
            label={t('reseller.auth.realname.code')}
            extra={t('reseller.auth.realname.codeSent', { phone: phone ?? '' })}
            fieldProps={{ autoFocus: true, maxLength: 6 }}
            rules={[{ required: true, message: t('reseller.form.required', { field: t('reseller.auth.realname.code') }) }]}
          />
        ) : null}
      </ProForm>
    </div>
  );
}
