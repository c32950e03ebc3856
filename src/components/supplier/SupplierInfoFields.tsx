import { browserPath } from '@/microapp/base';
import type { StoreInfoSpec } from '@/components/onboarding/types';
import { checkSupplierInfo, STORE_NAME_MAX } from '@/constants/commodity';
import useText from '@/hooks/useText';
import { saveSupplierInfo } from '@/services/supplier';
import type { SupplierInfoInput } from '@/types';
import { ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';

/** Store name, unique store URL and contacts of a supplier, checked by the rules the server applies. */
export default function SupplierInfoFields() {
  const t = useText();
  const form = Form.useFormInstance<SupplierInfoInput>();
  const url: string | undefined = Form.useWatch('storeUrl', form);
  const rule = (field: keyof SupplierInfoInput) => ({
    validator: (_: unknown, value: unknown) => {
      const issue = checkSupplierInfo({ ...form.getFieldsValue(), [field]: value }).find((i) => i.field === field);
      return issue ? Promise.reject(new Error(t(issue.key, issue.values))) : Promise.resolve();
    },
  });
  return (
    <>
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
        extra={
          url ? t('supplier.auth.info.storeUrl.extra', { url: `${window.location.origin}${browserPath(`/seller/${url}`)}` }) : undefined
        }
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
    </>
  );
}

/** The supplier's store details form: the onboarding's info step and the store tab of the settings. */
export const supplierStoreInfo: StoreInfoSpec<SupplierInfoInput> = {
  fields: <SupplierInfoFields />,
  initialValues: (user) => ({
    storeName: user?.supplierInfo?.storeName ?? '',
    storeUrl: user?.supplierInfo?.storeUrl ?? '',
    contactQq: user?.contactQq ?? '',
    contactPhone: user?.contactPhone ?? '',
  }),
  save: (v) =>
    saveSupplierInfo({
      storeName: v.storeName.trim(),
      storeUrl: v.storeUrl.trim(),
      contactQq: v.contactQq.trim(),
      contactPhone: v.contactPhone.trim(),
    }),
};
