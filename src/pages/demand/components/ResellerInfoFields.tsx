import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';

/** Store name, URL, contacts and notice: the onboarding info step and the settings page. */
export default function ResellerInfoFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const required = (key: string) => ({ required: true, message: intl.formatMessage({ id: 'reseller.form.required' }, { field: t(key) }) });
  return (
    <>
      <ProFormText
        name="storeName"
        label={t('reseller.info.storeName')}
        fieldProps={{ maxLength: 30, showCount: true }}
        rules={[required('reseller.info.storeName'), { min: 2, max: 30, message: t('reseller.info.storeName.rule') }]}
      />
      <ProFormText
        name="storeUrl"
        label={t('reseller.info.storeUrl')}
        fieldProps={{ addonBefore: t('reseller.info.storeUrl.prefix'), maxLength: 32 }}
        rules={[required('reseller.info.storeUrl'), { pattern: /^[a-z0-9][a-z0-9-]{2,31}$/, message: t('reseller.info.storeUrl.rule') }]}
      />
      <ProFormText
        name="contactQq"
        label={t('reseller.info.contactQq')}
        rules={[{ pattern: /^[1-9]\d{4,11}$/, message: t('reseller.info.contactQq.rule') }]}
      />
      <ProFormText
        name="contactPhone"
        label={t('reseller.info.contactPhone')}
        rules={[{ pattern: /^1\d{10}$/, message: t('reseller.info.contactPhone.rule') }]}
      />
      <ProFormTextArea
        name="notice"
        label={t('reseller.info.notice')}
        placeholder={t('reseller.info.notice.placeholder')}
        fieldProps={{ maxLength: 200, showCount: true, rows: 2 }}
      />
    </>
  );
}
