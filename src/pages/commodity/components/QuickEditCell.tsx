import { priceIssue, stockIssue } from '@/constants/commodity';
import { quickModifyCommodity } from '@/services/commodity';
import type { SupplierCommodity } from '@/types';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { useIntl } from '@umijs/max';
import { Input, Tooltip } from 'antd';
import { useState } from 'react';
import useRuleText from './useRuleText';
import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import acts from '@/components/table/rowActions.less';
import { EDIT_ICON } from '@/components/table/rowIcons';

interface Props {
  row: SupplierCommodity;
  field: 'unitPrice' | 'stock';
  display: React.ReactNode;
  onSaved: (row: SupplierCommodity) => void;
  disabled?: boolean;
}

/** The idle cell: the value and an edit button, as plain elements (two of them in every row). */
const CELL: React.CSSProperties = { display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', gap: 4, width: '100%' };

/**
 * Inline quick modify of price or stock: click, type, Enter saves, Esc cancels. Bad input is
 * refused on the spot with the shared rule's text; a server violation shows in the same place and
 * the typed value stays. The editor and its hooks mount only while it is open.
 */
export default function QuickEditCell({ row, field, display, onSaved, disabled }: Props) {
  const t = useText();
  const [editing, setEditing] = useState(false);
  const testId = `quick-${field === 'unitPrice' ? 'price' : 'stock'}-${row.id}`;
  if (editing) return <QuickEditor row={row} field={field} testId={testId} onSaved={onSaved} onClose={() => setEditing(false)} />;
  return (
    <span style={CELL} data-testid={`${testId}-cell`}>
      <span>{display}</span>
      {disabled ? null : (
        <button
          type="button"
          className={acts.act}
          title={t('supplier.quick.title')}
          aria-label={t(field === 'unitPrice' ? 'supplier.quick.price' : 'supplier.quick.stock')}
          data-testid={testId}
          onClick={() => setEditing(true)}
        >
          {EDIT_ICON}
        </button>
      )}
    </span>
  );
}

interface EditorProps {
  row: SupplierCommodity;
  field: 'unitPrice' | 'stock';
  testId: string;
  onSaved: (row: SupplierCommodity) => void;
  onClose: () => void;
}

function QuickEditor({ row, field, testId, onSaved, onClose }: EditorProps) {
  const intl = useIntl();
  const ruleText = useRuleText();
  const [value, setValue] = useState(() => String(row[field]));
  const [error, setError] = useState<string>();
  const { busy, onFinish: send } = useSubmit(undefined, async (text: string) => {
    const input = field === 'unitPrice' ? { id: row.id, unitPrice: text } : { id: row.id, stock: Number(text) };
    try {
      const saved = await quickModifyCommodity(input, { skipErrorHandler: true });
      onClose();
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
    if (value.trim() === String(row[field])) return onClose();
    await send(value.trim());
  };

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
          if (e.key === 'Escape') onClose();
        }}
        onBlur={() => {
          if (!error && !busy && value.trim() === String(row[field])) onClose();
        }}
        data-testid={`${testId}-input`}
      />
    </Tooltip>
  );
}
