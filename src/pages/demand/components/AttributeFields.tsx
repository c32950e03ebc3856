import { CatalogLoadFailed } from '@/components/CatalogSelectState';
import AttributeValueField from '@/components/market/AttributeValueField';
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import { useAttributes, useCatalogName } from '@/hooks/useCatalog';

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
        <AttributeValueField
          key={a.id}
          attribute={a}
          label={name(a)}
          colProps={{ span: 8 }}
          placeholder={intl.formatMessage({ id: 'reseller.demand.attributes' })}
        />
      ))}
    </>
  );
}
