import { checkSupplierInfo, STORE_NAME_MAX } from '@/constants/commodity';
import { useUserState } from '@/hooks/useCurrentUser';
import useSubmit from '@/hooks/useSubmit';
import { saveSupplierInfo } from '@/services/supplier';
import type { SupplierInfoInput } from '@/types';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { type ButtonProps, Form } from 'antd';

interface Props {
  onNext: () => Promise<void>;
  /** edit mode (settings): the same form for an open store */
  submitText?: string;
}

/** Step 3 (and the store tab of the settings): store name, unique store URL, contacts. */
export default function InfoStep({ onNext, submitText }: Props) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { currentUser } = useUserState();
  const [form] = Form.useForm<SupplierInfoInput>();
  const url: string | undefined = Form.useWatch('storeUrl', form);
  const { busy, onFinish } = useSubmit(form, async (v: SupplierInfoInput) => {
    await saveSupplierInfo({
      storeName: v.storeName.trim(),
      storeUrl: v.storeUrl.trim(),
      contactQq: v.contactQq.trim(),
      contactPhone: v.contactPhone.trim(),
    });
    await onNext();
  });
  const rule = (field: keyof SupplierInfoInput) => ({
    validator: (_: unknown, value: unknown) => {
      const issue = checkSupplierInfo({ ...form.getFieldsValue(), [field]: value }).find((i) => i.field === field);
      return issue ? Promise.reject(new Error(t(issue.key, issue.values))) : Promise.resolve();
    },
  });
  return (
    <ProForm<SupplierInfoInput>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ style: { maxWidth: 420 } }}
      style={{ maxWidth: 620, margin: '0 auto' }}
      initialValues={{
        storeName: currentUser?.supplierInfo?.storeName ?? '',
        storeUrl: currentUser?.supplierInfo?.storeUrl ?? '',
        contactQq: currentUser?.contactQq ?? '',
        contactPhone: currentUser?.contactPhone ?? '',
      }}
      onFinish={onFinish}
      submitter={{
        searchConfig: { submitText: submitText ?? t('supplier.auth.info.submit') },
        resetButtonProps: false,
        submitButtonProps: { loading: busy, 'data-testid': 'info-submit' } as ButtonProps,
        render: (_, dom) => <div style={{ paddingLeft: 120 }}>{dom}</div>,
      }}
      data-testid="supplier-info-form"
    >
      <ProFormText
        name="storeName"
        label={t('supplier.auth.info.storeName')}
        formItemProps={{ required: true }}
        rules={[rule('storeName')]}
        fieldProps={{ maxLength: STORE_NAME_MAX, showCount: true }}
      />
      <ProFormText
        name="storeUrl"
        label={t('supplier.auth.info.storeUrl')}
        formItemProps={{ required: true }}
        rules={[rule('storeUrl')]}
        fieldProps={{ addonBefore: '/seller/', maxLength: 32 }}
        extra={url ? t('supplier.auth.info.storeUrl.extra', { url: `${window.location.origin}/seller/${url}` }) : undefined}
      />
      <ProFormText
        name="contactQq"
        label={t('supplier.auth.info.contactQq')}
        formItemProps={{ required: true }}
        rules={[rule('contactQq')]}
        fieldProps={{ inputMode: 'numeric' }}
      />
      <ProFormText
        name="contactPhone"
        label={t('supplier.auth.info.contactPhone')}
        formItemProps={{ required: true }}
        rules={[rule('contactPhone')]}
        fieldProps={{ inputMode: 'tel' }}
      />
    </ProForm>
  );
}
