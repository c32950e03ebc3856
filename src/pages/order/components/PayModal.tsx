import useMoneyConfirm from '@/components/MoneyConfirm';
import { moneyText } from '@/components/MoneyText';
import PaymentMethodPicker from '@/components/trade/PaymentMethodPicker';
import { pay } from '@/services/payment';
import type { Order, PaymentMethodCode } from '@/types';
import { errorText } from '@/utils/reportError';
import { Alert, type ButtonProps, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';

interface Props {
  order: Order;
  open: boolean;
  onClose: () => void;
  /** the batch was sent: the caller goes to the pay result page */
  onPaid: (batchNo: string) => void;
}

/** Pays one unpaid order from a list or the detail: choose the method, confirm the amount and the method, pay once. */
export default function PayModal({ order, open, onClose, onPaid }: Props) {
  const t = useText();
  const [method, setMethod] = useState<PaymentMethodCode | undefined>();
  const [error, setError] = useState<string | undefined>();
  const { confirm, methodName } = useMoneyConfirm();
  const { busy, onFinish } = useSubmit(undefined, async (paid: PaymentMethodCode) => {
    // money leaves the account on this click: the amount and the method are confirmed first (the
    // pay button spins meanwhile)
    if (!(await confirm({ amount: order.amount, method: methodName(paid) }))) return;
    setError(undefined);
    try {
      const batch = await pay({ orderNos: [order.orderNo], paymentMethod: paid });
      onPaid(batch.batchNo);
    } catch (e) {
      setError(errorText(e)); // pay is a silent call: the dialog shows why inline
    }
  });
  const submit = () => (method ? onFinish(method) : undefined);
  return (
    <Modal
      open={open}
      title={t('trade.action.PAY')}
      onCancel={onClose}
      onOk={submit}
      okText={t('trade.payment.pay', { amount: moneyText(order.amount) })}
      okButtonProps={{ loading: busy, disabled: !method, 'data-testid': 'pay-submit' } as ButtonProps}
      destroyOnClose
      maskClosable={false}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('trade.col.orderNo')}>{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('trade.payment.total')}>
          <strong>{moneyText(order.amount)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <PaymentMethodPicker amount={order.amount} value={method} onChange={setMethod} />
      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
