import type { IntlShape } from '@/hooks/useText';
import CopyCell from '@/components/table/CopyCell';
import { dateTimeColumn } from '@/components/columns';
import { STOCK_RECORD_TYPES, STOCK_TYPE_COLOR, stockTypeKey } from '@/constants/commodity';
import type { GameServer, GameWithCategories, StockRecord } from '@/types';
import { rangeFromUrl, rangeToUrl, type UrlFilters } from '@/hooks/useUrlFilters';
import { type DateInput, formatDateTime, formatQuantity, toBeijing } from '@/utils/format';
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import { textOf } from '@/hooks/useText';
import { isEnglish } from '@/utils/i18n';
import { STOCK_RECORD_LIMITS } from '@/domain/supplier/rules';

interface Options {
  intl: IntlShape;
  games: GameWithCategories[];
  /** servers of the games on the current page, by id (records carry only the id) */
  servers: Map<string, GameServer>;
  to: (path: string) => string;
  actions?: ProColumns<StockRecord>;
  /** saves a record's remark edited in place (the live ledger only; the archive is read-only) */
  onRemark?: (record: StockRecord, remark: string) => void;
}

/** Columns of the stock ledger and its archive; search fields map to the page call's filter. */
export function stockColumns({ intl, games, servers, to, actions, onRemark }: Options): ProColumns<StockRecord>[] {
  const t = textOf(intl);
  const en = isEnglish(intl.locale);
  const gameName = (id: string) => {
    const g = games.find((x) => x.id === id);
    return g ? (en ? g.nameEn : g.name) : id;
  };
  const serverName = (id: string) => {
    const sv = servers.get(id);
    return sv ? (en ? sv.nameEn : sv.name) : id;
  };
  const cols: ProColumns<StockRecord>[] = [
    { title: t('supplier.common.timeRange'), dataIndex: 'createdRange', valueType: 'dateTimeRange', hideInTable: true },
    { title: t('supplier.common.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('supplier.common.game'),
      dataIndex: 'gameId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: games.map((g) => ({ value: g.id, label: en ? g.nameEn : g.name })),
      },
    },
    { title: t('supplier.stock.col.commodityId'), dataIndex: 'commodityId', hideInTable: true },
    dateTimeColumn<StockRecord>(t('supplier.stock.col.time'), 'createdAt'),
    {
      title: t('supplier.stock.col.type'),
      dataIndex: 'type',
      width: 80,
      valueType: 'select',
      valueEnum: Object.fromEntries(STOCK_RECORD_TYPES.map((v) => [v, { text: t(stockTypeKey(v)) }])),
      render: (_, r) => <Tag color={STOCK_TYPE_COLOR[r.type]}>{t(stockTypeKey(r.type))}</Tag>,
    },
    {
      title: t('supplier.stock.col.source'),
      dataIndex: 'source',
      width: 80,
      valueType: 'select',
      valueEnum: { ORDER: { text: t('supplier.stock.source.ORDER') }, MANUAL: { text: t('supplier.stock.source.MANUAL') } },
      render: (_, r) => t(`supplier.stock.source.${r.source}`),
    },
    {
      title: t('supplier.stock.col.commodity'),
      dataIndex: 'commodityTitle',
      search: false,
      ellipsis: true,
      width: 260,
      render: (_, r) => (
        <span title={r.commodityTitle}>
          <Typography.Text type="secondary">{r.commodityId}</Typography.Text> {r.commodityTitle}
        </span>
      ),
    },
    {
      title: t('supplier.stock.col.placement'),
      dataIndex: 'placement',
      search: false,
      width: 200,
      ellipsis: true,
      // same "game / server" as the export's placement column
      render: (_, r) => `${gameName(r.gameId)} / ${serverName(r.serverId)}`,
    },
    {
      title: t('supplier.stock.col.quantity'),
      dataIndex: 'delta',
      search: false,
      align: 'right',
      width: 100,
      render: (_, r) => (
        <Typography.Text type={r.delta < 0 ? 'danger' : 'success'}>{`${r.delta > 0 ? '+' : ''}${formatQuantity(r.delta)}`}</Typography.Text>
      ),
    },
    {
      title: t('supplier.stock.col.balanceAfter'),
      dataIndex: 'balanceAfter',
      search: false,
      align: 'right',
      width: 110,
      render: (_, r) => formatQuantity(r.balanceAfter),
    },
    {
      title: t('supplier.stock.col.orderNo'),
      dataIndex: 'orderNo',
      width: 200,
      render: (_, r) => (
        <CopyCell text={r.orderNo}>
          <Link to={to(`/order/detail?type=sales&orderNo=${encodeURIComponent(r.orderNo ?? '')}`)}>{r.orderNo}</Link>
        </CopyCell>
      ),
    },
    {
      title: t('supplier.stock.col.remark'),
      dataIndex: 'remark',
      search: false,
      ellipsis: true,
      render: (_, r) => (
        <Space size={4}>
          {r.canceled ? <Tag>{t('supplier.stock.canceled')}</Tag> : null}
          {r.cancelOf ? <Typography.Text type="secondary">{t('supplier.stock.cancelOf', { id: r.cancelOf })}</Typography.Text> : null}
          {onRemark ? (
            <Typography.Text
              data-testid={`remark-${r.id}`}
              editable={{
                tooltip: t('supplier.stock.remark.edit'),
                maxLength: STOCK_RECORD_LIMITS.remarkMax,
                text: r.remark ?? '',
                // the edit ends with Enter or a click away; an unchanged remark sends nothing
                onChange: (next) => (next.trim() === (r.remark ?? '') ? undefined : onRemark(r, next.trim())),
              }}
            >
              {r.remark ?? ''}
            </Typography.Text>
          ) : (
            <span>{r.remark ?? (r.canceled || r.cancelOf ? '' : '-')}</span>
          )}
        </Space>
      ),
    },
  ];
  return actions ? [...cols, actions] : cols;
}

const RANGE = ['createdRange', 'startAt', 'endAt'] as const;

/**
 * Form values → URL filters. The range stays as the picker's Beijing wall time ('YYYY-MM-DD HH:mm:ss'),
 * so a reload hands the picker back exactly what it showed; only the call gets instants.
 */
export function stockFormToUrl(values: Record<string, unknown>): Record<string, unknown> {
  const { current: _c, pageSize: _p, createdRange, ...rest } = values;
  // the picker may hand over dayjs values: keep the URL in the Beijing wall time it displays
  const range = Array.isArray(createdRange)
    ? createdRange.map((v: unknown) => (typeof v === 'string' ? v : formatDateTime(v as DateInput) || undefined))
    : createdRange;
  return rangeToUrl({ ...rest, createdRange: range }, ...RANGE);
}

/** URL filters → form initial values; an older link holding ISO instants shows as Beijing time. */
export function stockUrlToForm(filters: UrlFilters): Record<string, unknown> {
  const values = rangeFromUrl(filters, ...RANGE);
  const range = values.createdRange;
  return Array.isArray(range) ? { ...values, createdRange: range.map((v) => formatDateTime(String(v)) || v) } : values;
}

/** ProTable form values → the page call's filter (the date range becomes ISO startAt/endAt). */
export function toStockQuery(params: Record<string, unknown>): Record<string, unknown> {
  const { createdRange, current, pageSize, ...rest } = params;
  const range = Array.isArray(createdRange) ? (createdRange as unknown[]) : [];
  // Beijing wall time or an instant already carrying its zone: both give the same ISO instant
  const iso = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : toBeijing(v as DateInput)?.toISOString());
  return { ...rest, current, size: pageSize, startAt: iso(range[0]), endAt: iso(range[1]) };
}
