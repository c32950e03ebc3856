import { CatalogLoadFailed } from '@/components/CatalogSelectState';
import { ProFormSelect } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import { useAttributes, useCatalogName } from '@/hooks/useCatalog';
import { isEnglish } from '@/utils/i18n';

/** One select per attribute of the chosen category (attributeList with attributeValueList). */
export default function AttributeFields() {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const name = useCatalogName();
  const categoryId: string | undefined = Form.useWatch('categoryId', form);
  const { attributes, loading, error, retry } = useAttributes(categoryId);
  if (error && !loading) {
    return (
      <Form.Item label={intl.formatMessage({ id: 'reseller.demand.attributes' })}>
        <CatalogLoadFailed retry={retry} />
      </Form.Item>
    );
  }
  return (
    <>
      {attributes.map((a) => (
        <ProFormSelect
          key={a.id}
          name={['attributes', a.id]}
          label={name(a)}
          colProps={{ span: 8 }}
          placeholder={intl.formatMessage({ id: 'reseller.demand.attributes' })}
          options={a.attributeValueList.map((v) => ({ value: v.id, label: isEnglish(intl.locale) ? v.valueEn : v.value }))}
          allowClear
        />
      ))}
    </>
  );
}
