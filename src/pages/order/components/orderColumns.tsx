import { ORDER_STATUSES } from '@/constants/order';
import { CLIP_TEXT, serverFilterColumn } from '@/components/columns';
import { moneyText, priceText } from '@/components/MoneyText';
import { searchGames } from '@/services/market';
import type { ListMark, Order, OrderQuery, OrderSide, RiskWarning } from '@/types';
import { formatQuantity, toBeijing } from '@/utils/format';
import { beijingTime } from './dates';
import type { ProColumns } from '@ant-design/pro-components';
import { Tooltip } from 'antd';
import CounterpartyCell from './CounterpartyCell';
import Countdown from './Countdown';
import type { KeyedStore } from './rowStore';
import OrderActions from './OrderActions';
import OrderStatusTag from './OrderStatusTag';
import RowLink from './RowLink';
import cells from './rowCells.less';
import CopyCell from '@/components/table/CopyCell';
import { palette } from '@/constants/palette';

const ELLIPSIS: React.CSSProperties = { ...CLIP_TEXT, maxWidth: 185 };

export interface ColumnDeps {
  side: OrderSide;
  t: (id: string, values?: Record<string, string | number>) => string;
  english: boolean;
  to: (path: string) => string;
  marks: KeyedStore<ListMark>;
  risks: KeyedStore<RiskWarning>;
  reload: () => void;
  /** a row's deadline passed while shown */
  onExpire?: () => void;
  /** read-only lists (archive) show no actions and no countdown */
  readOnly?: boolean;
  /** pin the order number and the actions while the table scrolls sideways (narrow screens) */
  pinned?: boolean;
  detailHref?: (o: Order) => string;
}

/** Columns and search fields of the order tables (PAGES.md: orders). */
export function orderColumns(d: ColumnDeps): ProColumns<Order>[] {
  const { t, english, side } = d;
  const detail = d.detailHref ?? ((o: Order) => d.to(`/order/detail?type=${side}&orderNo=${o.orderNo}`));
  const columns: ProColumns<Order>[] = [
    {
      title: t('trade.col.orderNo'),
      dataIndex: 'orderNo',
      width: 215,
      fixed: d.pinned ? 'left' : undefined,
      sorter: true,
      render: (_, o) => (
        <div style={{ lineHeight: 1.35, whiteSpace: 'nowrap' }}>
          <span className={cells.line}>
            {!o.read && !d.readOnly ? <span className={cells.dot} title={t('trade.list.unreadOrder')} /> : null}
            <CopyCell text={o.orderNo}>
              <RowLink href={detail(o)} testId="order-link" style={{ fontFamily: 'monospace', fontSize: 12 }}>
                {o.orderNo}
              </RowLink>
            </CopyCell>
            {o.unread > 0 && !d.readOnly ? (
              <span className={cells.count} title={t('trade.list.unreadTip', { count: o.unread })} data-testid="order-unread">
                {o.unread > 99 ? '99+' : o.unread}
              </span>
            ) : null}
          </span>
          <div
            style={{ fontSize: 12, color: palette.textTertiary }}
            title={o.tradeAt ? `${t('trade.col.tradeAt')} ${beijingTime(o.tradeAt)}` : undefined}
          >
            {beijingTime(o.orderAt)}
          </div>
        </div>
      ),
    },
    { title: t('trade.filter.dateRange'), dataIndex: 'dateRange', valueType: 'dateRange', hideInTable: true },
    {
      title: t('trade.filter.game'),
      dataIndex: 'gameId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { showSearch: true, optionFilterProp: 'label' },
      request: async () => (await searchGames()).map((g) => ({ label: english ? g.nameEn : g.name, value: g.id })),
    },
    serverFilterColumn(t('trade.filter.server'), english),
    {
      title: t('trade.col.goods'),
      dataIndex: 'title',
      search: false,
      width: 195,
      render: (_, o) => (
        <div style={{ lineHeight: 1.35, maxWidth: 185 }}>
          {/* CSS ellipsis: Typography's measuring ellipsis costs a layout pass per cell on 500-row pages */}
          <div style={ELLIPSIS} title={o.title}>
            {o.title}
          </div>
          <div style={{ ...ELLIPSIS, fontSize: 12, color: palette.textTertiary }}>
            {english ? `${o.gameNameEn} · ${o.serverNameEn} · ${o.categoryNameEn}` : `${o.gameName} · ${o.serverName} · ${o.categoryName}`}
            {` · ${t(`trade.tradeMethod.${o.tradeMethod}`)}`}
          </div>
        </div>
      ),
    },
    {
      title: <Tooltip title={t('trade.col.quantity')}>{t('trade.form.quantity')}</Tooltip>,
      dataIndex: 'quantity',
      search: false,
      align: 'right',
      width: 95,
      sorter: true,
      render: (_, o) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatQuantity(o.quantity)}
          <span
            className={`${cells.secondary} ${cells.small}`}
          >{` / ${formatQuantity(o.deliveredQuantity)} / ${formatQuantity(o.refundedQuantity)}`}</span>
        </span>
      ),
    },
    {
      title: t('trade.col.amount'),
      dataIndex: 'amount',
      search: false,
      align: 'right',
      width: 105,
      sorter: true,
      render: (_, o) => (
        <div style={{ lineHeight: 1.35 }}>
          <strong>{moneyText(o.amount)}</strong>
          <div style={{ fontSize: 12, color: palette.textTertiary }} title={t('trade.col.unitPrice')}>{`@ ${priceText(o.unitPrice)}`}</div>
        </div>
      ),
    },
    {
      title: t('trade.filter.minAmount'),
      dataIndex: 'minAmount',
      hideInTable: true,
      valueType: 'digit',
      fieldProps: { min: 0, precision: 2, style: { width: '100%' } },
    },
    {
      title: t('trade.filter.maxAmount'),
      dataIndex: 'maxAmount',
      hideInTable: true,
      valueType: 'digit',
      fieldProps: { min: 0, precision: 2, style: { width: '100%' } },
    },
    {
      title: t(side === 'purchase' ? 'trade.col.seller' : 'trade.col.buyer'),
      dataIndex: 'counterparty',
      width: 140,
      render: (_, o) => <CounterpartyCell party={o.counterparty} marks={d.marks} risks={d.risks} />,
    },
    {
      title: t('trade.col.status'),
      dataIndex: 'status',
      width: 105,
      valueType: 'select',
      valueEnum: Object.fromEntries(ORDER_STATUSES.map((s) => [s, { text: t(`trade.order.status.${s}`) }])),
      render: (_, o) => (
        <div className={cells.stack}>
          <OrderStatusTag status={o.status} />
          {o.changePending ? <span className={`${cells.warning} ${cells.small}`}>{t('trade.list.newChange')}</span> : null}
          {o.reminders > 0 && side === 'sales' && o.status === 'TO_DELIVER' ? (
            <span className={`${cells.danger} ${cells.small}`}>{t('trade.list.reminded', { count: o.reminders })}</span>
          ) : null}
        </div>
      ),
    },
  ];
  if (!d.readOnly) {
    columns.push(
      {
        title: t('trade.col.deadline'),
        dataIndex: 'nextDeadline',
        search: false,
        width: 145,
        render: (_, o) => <Countdown deadline={o.nextDeadline} onExpire={d.onExpire ?? d.reload} />,
      },
      {
        title: t('trade.col.actions'),
        dataIndex: 'actions',
        search: false,
        width: 125,
        fixed: d.pinned ? 'right' : undefined,
        render: (_, o) => <OrderActions order={o} side={side} mode="row" onChanged={d.reload} />,
      },
    );
  }
  // a cell renders again only when its order changed (a new list, an updated row): the page
  // re-renders for tab counts, stats and selection, and 500 rows would re-render with it. The
  // table is keyed by locale, so texts still follow a language switch.
  return columns.map((c) => (c.hideInTable ? c : { ...c, shouldCellUpdate: (next: Order, prev: Order) => next !== prev }));
}

/** Search form values → URL filters (the date range as two Beijing days). */
export function formToUrl(values: Record<string, unknown>): Record<string, string | undefined> {
  const { dateRange, current: _c, pageSize: _p, ...rest } = values;
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  if (Array.isArray(dateRange) && dateRange.length === 2) {
    out.startDate = String(dateRange[0]).slice(0, 10);
    out.endDate = String(dateRange[1]).slice(0, 10);
  }
  return out;
}

/** URL filters → the search form's initial values. */
export function urlToForm(filters: Record<string, string | undefined>): Record<string, unknown> {
  const { startDate, endDate, category: _c, current: _cu, pageSize: _p, sort: _s, ...rest } = filters;
  return { ...rest, ...(startDate && endDate ? { dateRange: [startDate, endDate] } : {}) };
}

/** URL filters → the list call's query: days become instants, from Beijing midnight to the next. */
export function urlToQuery(filters: Record<string, string | undefined>): OrderQuery {
  const { startDate, endDate, current: _c, pageSize: _p, ...rest } = filters;
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(rest)) if (v) q[k] = v;
  const from = toBeijing(startDate);
  const to = toBeijing(endDate);
  if (from && to) {
    q.startTime = from.startOf('day').toISOString();
    q.endTime = to.startOf('day').add(1, 'day').toISOString();
  }
  return q as OrderQuery;
}
