import LoadState from '@/components/LoadState';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { getFilteredResellers } from '@/services/supplier';
import type { MyReseller } from '@/types';
import { formatDateTime } from '@/utils/format';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Table, Typography } from 'antd';
import { confirmUnfilter } from './ResellerActions';

/** The receivers filtered one by one (GET me/filtered/resellers), beside the filter rules; each can be unfiltered here. */
export default function FilteredResellers({ readOnly }: { readOnly: boolean }) {
  const t = useText();
  const to = usePrefixedPath();
  const req = useRequest(getFilteredResellers);
  const unfilter = (row: MyReseller) => confirmUnfilter(t, row, req.refresh);
  return (
    <div data-testid="filtered-resellers" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('supplier.setting.filtered.title', { count: req.data?.length ?? 0 })}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('supplier.setting.filtered.hint')} <Link to={to('/supplier/myReceiver')}>{t('supplier.setting.filtered.manage')}</Link>
      </Typography.Paragraph>
      <LoadState loading={req.loading && !req.data} error={req.error} onRetry={req.refresh}>
        <Table<MyReseller>
          rowKey="resellerId"
          size="small"
          dataSource={req.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('supplier.setting.filtered.empty') }}
          columns={[
            {
              title: t('supplier.reseller.col.name'),
              dataIndex: 'name',
              render: (_, r) => (r.storeName ? `${r.name} (${r.storeName})` : r.name),
            },
            {
              title: t('supplier.reseller.filteredAt'),
              dataIndex: 'filteredAt',
              width: 170,
              render: (_, r) => formatDateTime(r.filteredAt) || '-',
            },
            { title: t('supplier.reseller.filterReason'), dataIndex: 'filterReason', render: (_, r) => r.filterReason || '-' },
            {
              title: t('supplier.common.actions'),
              key: 'actions',
              width: 100,
              render: (_, r) =>
                readOnly ? null : <Typography.Link onClick={() => unfilter(r)}>{t('supplier.reseller.unfilter')}</Typography.Link>,
            },
          ]}
        />
      </LoadState>
    </div>
  );
}
