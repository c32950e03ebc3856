import type { IntlShape } from '@/hooks/useText';
import { dateTimeColumn, moneyColumn, quantityColumn } from '@/components/columns';
import type { ListMark, MyReseller } from '@/types';
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { textOf } from '@/hooks/useText';

interface Options {
  intl: IntlShape;
  marks: Record<string, ListMark>;
  to: (path: string) => string;
  onRemark: (r: MyReseller) => void;
  actions: ProColumns<MyReseller>;
}

/** Columns of /supplier/myReceiver. */
export function resellerColumns({ intl, marks, to, onRemark, actions }: Options): ProColumns<MyReseller>[] {
  const t = textOf(intl);
  return [
    { title: t('supplier.common.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('supplier.reseller.col.state'),
      dataIndex: 'filtered',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { true: { text: t('supplier.reseller.filtered') }, false: { text: t('supplier.reseller.normal') } },
    },
    {
      title: t('supplier.reseller.col.name'),
      dataIndex: 'name',
      search: false,
      width: 200,
      render: (_, r) => (
        <Space size={4}>
          <span>{r.name}</span>
          <Typography.Text type="secondary">#{r.resellerId}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('supplier.reseller.col.store'),
      dataIndex: 'storeName',
      search: false,
      width: 170,
      ellipsis: true,
      render: (_, r) => (r.storeUrl ? <Link to={to(`/buyer/${r.storeUrl}`)}>{r.storeName ?? r.storeUrl}</Link> : (r.storeName ?? '-')),
    },
    {
      title: t('supplier.reseller.col.lists'),
      dataIndex: 'mark',
      search: false,
      width: 90,
      render: (_, r) =>
        marks[r.resellerId] === 'WHITE' ? (
          <Tag color="green">{t('supplier.reseller.white')}</Tag>
        ) : marks[r.resellerId] === 'BLACK' ? (
          <Tag color="black">{t('supplier.reseller.black')}</Tag>
        ) : (
          '-'
        ),
    },
    quantityColumn<MyReseller>(t('supplier.reseller.col.orders'), 'orderCount', { width: 80 }),
    quantityColumn<MyReseller>(t('supplier.reseller.col.quantity'), 'quantity', { width: 100 }),
    moneyColumn<MyReseller>(t('supplier.reseller.col.amount'), 'tradeAmount', { width: 130 }),
    dateTimeColumn<MyReseller>(t('supplier.reseller.col.firstTrade'), 'firstTradeAt'),
    dateTimeColumn<MyReseller>(t('supplier.reseller.col.lastTrade'), 'lastTradeAt'),
    {
      title: t('supplier.reseller.col.remark'),
      dataIndex: 'remark',
      search: false,
      ellipsis: true,
      width: 160,
      render: (_, r) => (
        <Typography.Link onClick={() => onRemark(r)} title={t('supplier.common.edit')}>
          {r.remark || <Typography.Text type="secondary">{t('supplier.common.edit')}</Typography.Text>}
        </Typography.Link>
      ),
    },
    {
      title: t('supplier.reseller.col.state'),
      dataIndex: 'stateTag',
      search: false,
      width: 90,
      render: (_, r) =>
        r.filtered ? (
          <Tooltip
            title={[r.filterReason, r.filteredAt ? `${t('supplier.reseller.filteredAt')}: ${r.filteredAt.slice(0, 10)}` : '']
              .filter(Boolean)
              .join(' · ')}
          >
            <Tag color="red" data-testid={`filtered-${r.resellerId}`}>
              {t('supplier.reseller.filtered')}
            </Tag>
          </Tooltip>
        ) : (
          <Tag>{t('supplier.reseller.normal')}</Tag>
        ),
    },
    actions,
  ];
}
