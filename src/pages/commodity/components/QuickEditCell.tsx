import { priceIssue, stockIssue } from '@/constants/commodity';
import { quickModifyCommodity } from '@/services/commodity';
import type { SupplierCommodity } from '@/types';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { EditOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Input, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import useRuleText from './useRuleText';
import useSubmit from '@/hooks/useSubmit';

interface Props {
  row: SupplierCommodity;
  field: 'unitPrice' | 'stock';
  display: React.ReactNode;
  onSaved: (row: SupplierCommodity) => void;
  disabled?: boolean;
}

/**
 * Inline quick modify of price or stock: click, type, Enter saves, Esc cancels. Bad input is
 * refused on the spot with the shared rule's text; a server violation shows in the same place and
 * the typed value stays.
 */
export default function QuickEditCell({ row, field, display, onSaved, disabled }: Props) {
  const intl = useIntl();
  const ruleText = useRuleText();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const testId = `quick-${field === 'unitPrice' ? 'price' : 'stock'}-${row.id}`;

  const open = () => {
    setValue(String(row[field]));
    setError(undefined);
    setEditing(true);
  };
  const { busy, onFinish: send } = useSubmit(undefined, async (text: string) => {
    const input = field === 'unitPrice' ? { id: row.id, unitPrice: text } : { id: row.id, stock: Number(text) };
    try {
      const saved = await quickModifyCommodity(input, { skipErrorHandler: true });
      setEditing(false);
      toast.success(intl.formatMessage({ id: 'supplier.quick.saved' }, { title: row.title }));
      onSaved(saved);
    } catch (e) {
      const v = e instanceof RequestError ? e.body?.violations?.find((x) => !x.field || x.field === field) : undefined;
      // a violation shows next to the input; anything else as a toast (this call skips the pipeline's)
      if (!v) throw e;
      setError(v.message);
    }
  });
  const save = async () => {
    if (busy) return;
    const local = field === 'unitPrice' ? priceIssue(value) : stockIssue(value);
    if (local) return setError(ruleText(local));
    if (value.trim() === String(row[field])) return setEditing(false);
    await send(value.trim());
  };

  if (!editing) {
    return (
      <Space size={4} style={{ justifyContent: 'flex-end', width: '100%' }}>
        <span>{display}</span>
        {disabled ? null : (
          <Tooltip title={intl.formatMessage({ id: 'supplier.quick.title' })}>
            <Typography.Link
              onClick={open}
              data-testid={testId}
              aria-label={intl.formatMessage({ id: field === 'unitPrice' ? 'supplier.quick.price' : 'supplier.quick.stock' })}
            >
              <EditOutlined />
            </Typography.Link>
          </Tooltip>
        )}
      </Space>
    );
  }
  return (
    <Tooltip open={!!error} title={error} color="red" placement="bottom">
      <Input
        size="small"
        autoFocus
        value={value}
        status={error ? 'error' : undefined}
        disabled={busy}
        inputMode={field === 'unitPrice' ? 'decimal' : 'numeric'}
        style={{ width: 110, textAlign: 'right' }}
        placeholder={intl.formatMessage({ id: 'supplier.quick.hint' })}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
        onPressEnter={save}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
        }}
        onBlur={() => {
          if (!error && !busy && value.trim() === String(row[field])) setEditing(false);
        }}
        data-testid={`${testId}-input`}
      />
    </Tooltip>
  );
}
