import { SearchOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Input } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';

interface Props {
  /** the search in force (from the URL) */
  value: string;
  placeholder: string;
  /** the new search; undefined clears it */
  onSearch: (q: string | undefined) => void;
  size?: 'small' | 'middle' | 'large';
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A search box whose button acts only when the box says something other than the search in force:
 * otherwise it is disabled rather than a click that does nothing.
 */
export default function SearchBox({ value, placeholder, onSearch, size, style, 'data-testid': testId }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Input.Search
      allowClear
      size={size}
      style={style}
      data-testid={testId}
      key={value}
      defaultValue={value}
      placeholder={placeholder}
      aria-label={placeholder}
      onChange={(e) => setDraft(e.target.value)}
      enterButton={
        <Button icon={<SearchOutlined />} disabled={draft.trim() === value} aria-label={intl.formatMessage({ id: 'common.search' })} />
      }
      onSearch={(q) => onSearch(q.trim() || undefined)}
    />
  );
}
