import { listServer } from '@/services/market';
import { formatDateTime, formatQuantity } from '@/utils/format';
import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { moneyText, priceText } from './MoneyText';
import { CLIP_TEXT } from './table/clipText';

/** Shared column factories: one way to show money, prices, quantities, dates and status tags in every table. */
export function moneyColumn<T>(title: React.ReactNode, dataIndex: keyof T & string, extra: Partial<ProColumns<T>> = {}): ProColumns<T> {
  return { title, dataIndex, align: 'right', search: false, render: (_, row) => moneyText(row[dataIndex] as string | undefined), ...extra };
}

/** A unit price: the currency format keeps its decimals (0.2243), optionally followed by the unit of the row. */
export function priceColumn<T>(
  title: React.ReactNode,
  dataIndex: keyof T & string,
  unitOf?: (row: T) => string | undefined,
  extra: Partial<ProColumns<T>> = {},
): ProColumns<T> {
  return {
    title,
    dataIndex,
    align: 'right',
    search: false,
    render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{priceText(row[dataIndex] as string | undefined, unitOf?.(row))}</span>,
    ...extra,
  };
}

export function quantityColumn<T>(title: React.ReactNode, dataIndex: keyof T & string, extra: Partial<ProColumns<T>> = {}): ProColumns<T> {
  return {
    title,
    dataIndex,
    align: 'right',
    search: false,
    render: (_, row) => formatQuantity(row[dataIndex] as string | number | undefined),
    ...extra,
  };
}

export { CLIP_TEXT };

/**
 * Free text cut to one line by CSS, the whole text in its title. ProTable's `ellipsis` measures
 * every cell (a layout pass each), which a page of hundreds of rows pays for at once.
 */
export function clippedTextColumn<T>(
  title: React.ReactNode,
  dataIndex: keyof T & string,
  width: number,
  extra: Partial<ProColumns<T>> = {},
): ProColumns<T> {
  return {
    title,
    dataIndex,
    width,
    search: false,
    render: (_, row) => {
      const text = (row[dataIndex] as string | undefined) || '-';
      return (
        <div style={{ ...CLIP_TEXT, maxWidth: width - 16 }} title={text}>
          {text}
        </div>
      );
    },
    ...extra,
  };
}

export function dateTimeColumn<T>(title: React.ReactNode, dataIndex: keyof T & string, extra: Partial<ProColumns<T>> = {}): ProColumns<T> {
  return {
    title,
    dataIndex,
    width: 160,
    search: false,
    render: (_, row) => formatDateTime(row[dataIndex] as string | undefined) || '-',
    ...extra,
  };
}

export interface StatusOption {
  text: React.ReactNode;
  color?: string;
}

/** A status column whose values come from a constants map (each with its i18n text and tag colour). */
export function statusColumn<T>(
  title: React.ReactNode,
  dataIndex: keyof T & string,
  options: Record<string, StatusOption>,
  extra: Partial<ProColumns<T>> = {},
): ProColumns<T> {
  return {
    title,
    dataIndex,
    valueType: 'select',
    valueEnum: Object.fromEntries(Object.entries(options).map(([k, v]) => [k, { text: v.text }])),
    render: (_, row) => {
      const v = String(row[dataIndex] ?? '');
      const o = options[v];
      return o ? <Tag color={o.color}>{o.text}</Tag> : v || '-';
    },
    ...extra,
  };
}

/** A search-form select of the chosen game's servers (filters by serverId; empty until a game is chosen). */
export function serverFilterColumn<T>(title: React.ReactNode, english: boolean): ProColumns<T> {
  return {
    title,
    dataIndex: 'serverId',
    hideInTable: true,
    valueType: 'select',
    dependencies: ['gameId'],
    fieldProps: { showSearch: true, optionFilterProp: 'label' },
    request: async (params: Record<string, unknown>) =>
      params.gameId
        ? (await listServer({ gameId: String(params.gameId) })).map((s) => ({ label: english ? s.nameEn : s.name, value: s.id }))
        : [],
  };
}
