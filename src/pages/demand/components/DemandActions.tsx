import { EDITABLE_STATUSES } from '@/domain/reseller/facts';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { refundDemand, removeDemand } from '@/services/demand';
import type { DemandView } from '@/types';
import useMoneyConfirm from '@/components/MoneyConfirm';
import { moneyText } from '@/components/MoneyText';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { DownOutlined } from '@ant-design/icons';
import { Link, useDispatch } from '@umijs/max';
import { Button, Dropdown, Modal, Space } from 'antd';
import Big from 'big.js';
import useText from '@/hooks/useText';
import useMenuTrigger from '@/hooks/useMenuTrigger';

interface Props {
  demand: DemandView;
  onQuickModify: (d: DemandView) => void;
  onChanged: () => void;
  /** opens the orders made into this demand */
  onOrders: (d: DemandView) => void;
}

/** Row actions by status: quick modify and edit while open, refund until closed, delete before any receipt. */
export default function DemandActions({ demand, onQuickModify, onChanged, onOrders }: Props) {
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const t = useText();
  const more = useMenuTrigger<HTMLButtonElement>();
  const editable = EDITABLE_STATUSES.includes(demand.status);
  const refundable = demand.status !== 'COMPLETED' && demand.status !== 'REFUNDED';
  const deletable = demand.receivedQuantity === 0;

  const { confirm, routeName } = useMoneyConfirm();
  const doRefund = async () => {
    const res = await refundDemand(demand.id);
    toast.success(t('reseller.list.refund.done', { amount: moneyText(res.refunded) }));
    dispatch({ type: 'fund/fetch' });
    onChanged();
  };
  const refund = async () => {
    if (new Big(demand.prepaid).gt(0)) {
      // the prepaid money moves: its amount and where it goes are confirmed first
      const ok = await confirm({
        title: t('reseller.list.refund.confirm', { id: demand.id }),
        amount: demand.prepaid,
        method: routeName('TO_BALANCE'),
        detail: t('reseller.list.refund.detail', { amount: moneyText(demand.prepaid) }),
        okText: t('reseller.list.refund'),
        danger: true,
      });
      if (!ok) return;
      try {
        await doRefund();
      } catch (e) {
        reportError(e); // the pipeline showed a refused refund; anything else is shown here
      }
      return;
    }
    Modal.confirm({
      title: t('reseller.list.refund.confirm', { id: demand.id }),
      content: t('reseller.list.refund.nothing'),
      okButtonProps: { danger: true },
      okText: t('reseller.list.refund'),
      onOk: doRefund,
    });
  };

  const remove = () =>
    Modal.confirm({
      title: t('reseller.list.delete.confirm', { id: demand.id }),
      content: t('reseller.list.delete.detail'),
      okButtonProps: { danger: true },
      okText: t('reseller.list.delete'),
      onOk: async () => {
        await removeDemand(demand.id);
        toast.success(t('reseller.list.delete.done'));
        dispatch({ type: 'fund/fetch' });
        onChanged();
      },
    });

  return (
    <Space size={0} wrap={false}>
      <Button type="link" size="small" disabled={!editable} onClick={() => onQuickModify(demand)} data-testid="row-quick-modify">
        {t('reseller.list.quickModify')}
      </Button>
      {editable ? (
        <Link to={to(`/demand/edit/${demand.id}`)} style={{ padding: '0 7px' }}>
          {t('reseller.list.edit')}
        </Link>
      ) : null}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'orders', label: t('reseller.demandOrders.action'), onClick: more.fromTrigger(() => onOrders(demand)) },
            { key: 'refund', label: t('reseller.list.refund'), disabled: !refundable, danger: true, onClick: refund },
            { key: 'delete', label: t('reseller.list.delete'), disabled: !deletable, danger: true, onClick: remove },
          ],
        }}
      >
        <Button ref={more.ref} type="link" size="small" data-testid={`demand-more-${demand.id}`}>
          {t('reseller.list.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
