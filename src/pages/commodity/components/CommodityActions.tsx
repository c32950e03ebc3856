import usePrefixedPath from '@/hooks/usePrefixedPath';
import { changeBatchSaleStatus, removeCommodity } from '@/services/commodity';
import type { SupplierCommodity } from '@/types';
import { toast } from '@/utils/toast';
import { history, useIntl } from '@umijs/max';
import { Modal, Space } from 'antd';
import acts from '@/components/table/rowActions.less';
import RowMenu from '@/components/table/RowMenu';
import { reportBatch } from './batchReport';
import useText from '@/hooks/useText';
import useMenuTrigger from '@/hooks/useMenuTrigger';

interface Props {
  row: SupplierCommodity;
  canSeeStock: boolean;
  onChanged: () => void;
  /** opens the row's stock history */
  onStockHistory: (row: SupplierCommodity) => void;
}

/** Row actions: edit and on/off sale at hand; bargaining, stock history and delete under "more". */
export default function CommodityActions({ row, canSeeStock, onChanged, onStockHistory }: Props) {
  const intl = useIntl();
  const t = useText();
  const to = usePrefixedPath();
  const more = useMenuTrigger<HTMLButtonElement>();
  const onSale = row.status === 'ON_SALE';
  const toggle = async () => {
    reportBatch(intl, await changeBatchSaleStatus({ ids: [row.id], status: onSale ? 'OFF_SALE' : 'ON_SALE' }));
    onChanged();
  };
  const remove = () =>
    Modal.confirm({
      title: t('supplier.commodity.confirm.deleteOne', { title: row.title }),
      okButtonProps: { danger: true },
      okText: t('supplier.common.delete'),
      cancelText: t('supplier.common.cancel'),
      onOk: async () => {
        await removeCommodity(row.id);
        toast.success(t('supplier.commodity.deleted', { count: 1 }));
        onChanged();
      },
    });
  const items = [
    {
      key: 'bargaining',
      label: t('supplier.commodity.action.bargaining'),
      onClick: () => history.push(to(`/commodity/bargaining/${row.id}`)),
    },
    ...(canSeeStock
      ? [
          {
            key: 'stock',
            label: t('supplier.commodity.action.stock'),
            onClick: more.fromTrigger(() => onStockHistory(row)),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'delete', danger: true, label: t('supplier.commodity.action.delete'), onClick: remove },
  ];
  return (
    <Space size={8}>
      <button type="button" className={acts.act} onClick={() => history.push(to(`/commodity/edit/${row.id}`))}>
        {t('supplier.commodity.action.edit')}
      </button>
      <button type="button" className={acts.act} onClick={toggle} data-testid={`toggle-sale-${row.id}`}>
        {t(onSale ? 'supplier.commodity.action.offSale' : 'supplier.commodity.action.onSale')}
      </button>
      <RowMenu menu={{ items }} label={t('supplier.commodity.action.more')} testId={`row-more-${row.id}`} buttonRef={more.ref} />
    </Space>
  );
}
