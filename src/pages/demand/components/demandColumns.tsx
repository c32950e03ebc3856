import type { IntlShape } from '@/hooks/useText';
import { dateTimeColumn, moneyColumn, priceColumn, serverFilterColumn, statusColumn } from '@/components/columns';
import { priceText } from '@/components/MoneyText';
import { DEMAND_STATUS_COLOR } from '@/constants/demand';
import { DEMAND_DEFAULT_SORT } from '@/domain/reseller/demandList';
import { DEMAND_STATUSES, PUBLIC_STATUSES, RECEIVER_DEPOSIT, TRADE_METHODS } from '@/domain/reseller/facts';
import type { DemandView, GameWithCategories } from '@/types';
import { formatQuantity } from '@/utils/format';
import type { ProColumns } from '@ant-design/pro-components';

import { Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { textOf } from '@/hooks/useText';
import { isEnglish } from '@/utils/i18n';

interface Options {
  intl: IntlShape;
  games: GameWithCategories[];
  /** the actions column; left out for read-only lists (archive) */
  actions?: ProColumns<DemandView>;
}

const en = (intl: IntlShape) => isEnglish(intl.locale);

/** Columns of the owner's demand tables (management and archive), search fields included. */
export function demandColumns({ intl, games, actions }: Options): ProColumns<DemandView>[] {
  const t = textOf(intl);
  const isEn = en(intl);
  const columns: ProColumns<DemandView>[] = [
    {
      title: t('reseller.demand.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('reseller.demand.keyword.placeholder') },
    },
    {
      title: t('reseller.demand.id'),
      dataIndex: 'id',
      width: 90,
      search: false,
      render: (_, r) => (
        <Typography.Text copyable={{ text: r.id }} style={{ whiteSpace: 'nowrap' }}>
          {r.id}
        </Typography.Text>
      ),
    },
    {
      title: t('reseller.demand.game'),
      dataIndex: 'gameId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: games.map((g) => ({ value: g.id, label: isEn ? g.nameEn : g.name })),
      },
    },
    // the list calls filter by serverId: offered once a game is chosen
    serverFilterColumn(t('reseller.demand.server'), isEn),
    {
      title: t('reseller.demand.placement'),
      dataIndex: 'placement',
      search: false,
      width: 200,
      render: (_, r) => (
        <div style={{ lineHeight: 1.35 }}>
          <div>{isEn ? r.gameNameEn : r.gameName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {isEn ? r.serverNameEn : r.serverName} · {isEn ? r.categoryNameEn : r.categoryName}
          </Typography.Text>
        </div>
      ),
    },
    { title: t('reseller.demand.title'), dataIndex: 'title', search: false, ellipsis: true, width: 200 },
    priceColumn<DemandView>(t('reseller.demand.unitPrice'), 'unitPrice', undefined, {
      sorter: true,
      width: 110,
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {priceText(r.unitPrice)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {' '}
            {t('reseller.demand.perUnit', { unit: isEn ? r.unitEn : r.unit })}
          </Typography.Text>
        </span>
      ),
    }),
    {
      title: t('reseller.demand.quantityReceived'),
      dataIndex: 'quantity',
      search: false,
      sorter: true,
      width: 130,
      align: 'right',
      render: (_, r) => (
        <div>
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatQuantity(r.quantity)} / {formatQuantity(r.receivedQuantity)}
          </span>
          <Progress
            percent={Math.floor((r.receivedQuantity / Math.max(1, r.quantity)) * 100)}
            aria-label={t('reseller.demand.receivedPercent', { percent: Math.floor((r.receivedQuantity / Math.max(1, r.quantity)) * 100) })}
            size="small"
            showInfo={false}
            style={{ margin: 0 }}
          />
        </div>
      ),
    },
    {
      title: t('reseller.demand.minMax'),
      dataIndex: 'minQuantity',
      search: false,
      width: 110,
      align: 'right',
      render: (_, r) => `${formatQuantity(r.minQuantity)} – ${formatQuantity(r.maxQuantity)}`,
    },
    {
      title: t('reseller.demand.tradeMethod'),
      dataIndex: 'tradeMethod',
      search: false,
      width: 100,
      valueEnum: Object.fromEntries(TRADE_METHODS.map((m) => [m, { text: t(`reseller.tradeMethod.${m}`) }])),
    },
    statusColumn<DemandView>(
      t('reseller.demand.publicStatus'),
      'publicStatus',
      Object.fromEntries(
        PUBLIC_STATUSES.map((s) => [s, { text: t(`reseller.demand.public.${s}`), color: s === 'PUBLIC' ? 'blue' : 'default' }]),
      ),
      { width: 90 },
    ),
    statusColumn<DemandView>(
      t('reseller.demand.status'),
      'status',
      Object.fromEntries(DEMAND_STATUSES.map((s) => [s, { text: t(`reseller.demand.status.${s}`), color: DEMAND_STATUS_COLOR[s] }])),
      { width: 90 },
    ),
    {
      title: t('reseller.demand.depositState'),
      dataIndex: 'depositState',
      search: false,
      width: 100,
      render: (_, r) =>
        r.depositState === 'SECURED' ? (
          <Tag color="green">{t('reseller.demand.deposit.SECURED')}</Tag>
        ) : (
          <Tooltip title={t('reseller.demand.deposit.INSUFFICIENT.tip', { amount: RECEIVER_DEPOSIT })}>
            <Tag color="red">{t('reseller.demand.deposit.INSUFFICIENT')}</Tag>
          </Tooltip>
        ),
    },
    moneyColumn<DemandView>(t('reseller.demand.prepaid'), 'prepaid', { width: 100 }),
    dateTimeColumn<DemandView>(t('reseller.demand.effectiveTime'), 'effectiveTime', { sorter: true }),
    dateTimeColumn<DemandView>(t('reseller.demand.modifiedAt'), DEMAND_DEFAULT_SORT.sortField, {
      sorter: true,
      defaultSortOrder: DEMAND_DEFAULT_SORT.sortOrder,
    }),
    {
      title: t('reseller.demand.createdRange'),
      dataIndex: 'createdRange',
      valueType: 'dateRange',
      hideInTable: true,
    },
  ];
  if (actions) columns.push(actions);
  return columns;
}

/** A compact "game · server" line for dialogs. */
export function DemandLabel({ demand, intl }: { demand: DemandView; intl: IntlShape }) {
  const isEn = en(intl);
  return (
    <Space size={4} wrap>
      <Typography.Text strong>{demand.id}</Typography.Text>
      <Typography.Text type="secondary">
        {isEn ? demand.gameNameEn : demand.gameName} · {isEn ? demand.serverNameEn : demand.serverName} ·{' '}
        {isEn ? demand.categoryNameEn : demand.categoryName}
      </Typography.Text>
    </Space>
  );
}
