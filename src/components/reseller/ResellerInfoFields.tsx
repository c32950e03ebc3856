import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { RESELLER_INFO_RULES as RULES } from '@/domain/reseller/facts';
import useText from '@/hooks/useText';

/** Store name, URL, contacts and notice: the onboarding info step and the settings page. */
export default function ResellerInfoFields() {
  const intl = useIntl();
  const t = useText();
  const required = (key: string) => ({ required: true, message: intl.formatMessage({ id: 'reseller.form.required' }, { field: t(key) }) });
  return (
    <>
      <ProFormText
        name="storeName"
        label={t('reseller.info.storeName')}
        fieldProps={{ maxLength: RULES.storeNameMax, showCount: true }}
        rules={[
          required('reseller.info.storeName'),
          { min: RULES.storeNameMin, max: RULES.storeNameMax, message: t('reseller.info.storeName.rule') },
        ]}
      />
      <ProFormText
        name="storeUrl"
        label={t('reseller.info.storeUrl')}
        fieldProps={{ addonBefore: t('reseller.info.storeUrl.prefix'), maxLength: RULES.storeUrlMax }}
        rules={[required('reseller.info.storeUrl'), { pattern: RULES.storeUrlPattern, message: t('reseller.info.storeUrl.rule') }]}
      />
      <ProFormText
        name="contactQq"
        label={t('reseller.info.contactQq')}
        rules={[{ pattern: RULES.qqPattern, message: t('reseller.info.contactQq.rule') }]}
      />
      <ProFormText
        name="contactPhone"
        label={t('reseller.info.contactPhone')}
        rules={[{ pattern: RULES.phonePattern, message: t('reseller.info.contactPhone.rule') }]}
      />
      <ProFormTextArea
        name="notice"
        label={t('reseller.info.notice')}
        placeholder={t('reseller.info.notice.placeholder')}
        fieldProps={{ maxLength: RULES.noticeMax, showCount: true, rows: 2 }}
      />
    </>
  );
}
