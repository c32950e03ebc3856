import { catalogSelectState } from '@/components/CatalogSelectState';
import { useAttributeValues } from '@/hooks/usePublishCatalog';
import { useLocalName } from '@/hooks/useText';
import type { Attribute } from '@/types';
import { ProFormSelect } from '@ant-design/pro-components';
import type { ColProps } from 'antd';

interface Props {
  attribute: Attribute;
  label: string;
  placeholder?: string;
  colProps?: ColProps;
}

/** One attribute's choice in a publishing form, its options from the attribute's values call (attributes/{code}/values). */
export default function AttributeValueField({ attribute, label, placeholder, colProps }: Props) {
  const ln = useLocalName();
  const load = useAttributeValues(attribute.id);
  return (
    <ProFormSelect
      name={['attributes', attribute.id]}
      label={label}
      colProps={colProps}
      placeholder={placeholder}
      allowClear
      fieldProps={{
        ...catalogSelectState(load),
        options: load.values.map((v) => ({ value: v.id, label: ln(v.value, v.valueEn) })),
      }}
    />
  );
}
