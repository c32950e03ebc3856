import { IMPORT_FIELDS } from '@/domain/reseller/facts';
import type { DemandImportField, ImportCellError } from '@/types';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { errorsByField, type PreviewRow } from './previewRows';
import useText from '@/hooks/useText';

interface Props {
  rows: PreviewRow[];
  onFix: (row: PreviewRow) => void;
  onToggleDrop: (row: PreviewRow) => void;
}

const WIDTH: Partial<Record<DemandImportField, number>> = {
  title: 180,
  game: 120,
  server: 120,
  category: 100,
  effectiveTime: 150,
  tradeMethod: 110,
};
const BAD_CELL: React.CSSProperties = {
  background: '#fff1f0',
  outline: '1px solid #ffa39e',
  display: 'block',
  padding: '0 4px',
  minHeight: 22,
};

/**
 * Every parsed row with its errors marked on the cell (red, message on hover and for screen
 * readers) and counted per row. Virtual scrolling keeps a 1 000-row file fast.
 */
export default function PreviewTable({ rows, onFix, onToggleDrop }: Props) {
  const intl = useIntl();
  const t = useText();
  const columns = useMemo<ColumnsType<PreviewRow>>(() => {
    const text = (e: ImportCellError) => (e.code === 'SERVER' ? e.message : t(`reseller.import.error.${e.code}`));
    return [
      { title: t('reseller.import.row'), dataIndex: 'rowNo', width: 60, fixed: 'left' },
      {
        title: t('reseller.import.rowState'),
        key: 'state',
        width: 96,
        fixed: 'left',
        render: (_, r) =>
          r.dropped ? (
            <Tag>{t('reseller.import.drop.row')}</Tag>
          ) : r.errors.length ? (
            <Tag color="red" data-testid="row-error-count">
              {t('reseller.import.errors', { count: r.errors.length })}
            </Tag>
          ) : (
            <Tag color="green">{t('reseller.import.ok')}</Tag>
          ),
      },
      ...IMPORT_FIELDS.map((f) => ({
        title: t(`reseller.import.col.${f}`),
        key: f,
        width: WIDTH[f] ?? 90,
        ellipsis: true,
        render: (_: unknown, r: PreviewRow) => {
          const errors = errorsByField(r)[f];
          const value = r.cells[f];
          if (!errors || r.dropped) return value;
          const message = errors.map(text).join('; ');
          return (
            <Tooltip title={message}>
              <span style={BAD_CELL} data-testid="bad-cell" data-field={f} aria-invalid="true" aria-label={`${value} ${message}`}>
                {value || '\u00a0'}
              </span>
            </Tooltip>
          );
        },
      })),
      {
        title: '',
        key: 'actions',
        width: 130,
        fixed: 'right',
        render: (_, r) => (
          <Space size={0}>
            {!r.dropped ? (
              <Button type="link" size="small" onClick={() => onFix(r)} data-testid={`fix-row-${r.rowNo}`}>
                {t('reseller.import.fix')}
              </Button>
            ) : null}
            <Button type="link" size="small" danger={!r.dropped} onClick={() => onToggleDrop(r)} data-testid={`drop-row-${r.rowNo}`}>
              {r.dropped ? t('reseller.import.restore') : t('reseller.import.drop.row')}
            </Button>
          </Space>
        ),
      },
    ];
  }, [intl.locale, onFix, onToggleDrop]); // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)

  return (
    <Table<PreviewRow>
      size="small"
      rowKey="key"
      virtual
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1560, y: 420 }}
      rowClassName={(r) => (r.dropped ? 'import-row-dropped' : r.errors.length ? 'import-row-bad' : '')}
      onRow={(r) =>
        ({
          'data-testid': 'import-row',
          'data-row': r.rowNo,
          'data-state': r.dropped ? 'dropped' : r.errors.length ? 'bad' : 'ok',
          style: r.dropped ? { opacity: 0.45 } : undefined,
        }) as React.HTMLAttributes<HTMLElement>
      }
      locale={{ emptyText: <FormattedMessage id="reseller.import.nothing" /> }}
    />
  );
}
