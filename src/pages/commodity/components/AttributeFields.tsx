import { CatalogLoadFailed } from '@/components/CatalogSelectState';
import AttributeValueField from '@/components/market/AttributeValueField';
import { useIntl } from '@umijs/max';
import { Form, Typography } from 'antd';
import { useAttributes, useCatalogName } from '@/hooks/useCatalog';

/** One choice per attribute of the chosen category (attributeList with attributeValueList). */
export default function AttributeFields() {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const categoryId: string | undefined = Form.useWatch('categoryId', form);
  const { attributes, loading, error, retry } = useAttributes(categoryId);
  const name = useCatalogName();
  if (!categoryId) return null;
  if (error && !loading) {
    return (
      <Form.Item label={intl.formatMessage({ id: 'supplier.form.attributes' })}>
        <CatalogLoadFailed retry={retry} />
      </Form.Item>
    );
  }
  if (!loading && !attributes.length) {
    return (
      <Form.Item label={intl.formatMessage({ id: 'supplier.form.attributes' })}>
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'supplier.form.noAttributes' })}</Typography.Text>
      </Form.Item>
    );
  }
  return (
    <>
      {attributes.map((a) => (
        <AttributeValueField key={a.id} attribute={a} label={name(a)} />
      ))}
    </>
  );
}
