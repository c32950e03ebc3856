import { getPaymentBatch } from '@/services/payment';
import type { PaymentBatch } from '@/types';
import { useRequest } from 'ahooks';

const settled = (b?: PaymentBatch) => b?.status === 'SUCCESS' || b?.status === 'FAILED';

/**
 * Follows a deposit payment batch until the payment service answers (a gateway answers after a
 * moment): polls while WAITING or PAYING, stops and calls onDone once it is paid or failed.
 */
export default function useDepositPayment(batchNo: string | undefined, onDone: (batch: PaymentBatch) => void) {
  const req = useRequest(() => getPaymentBatch('deposit', batchNo!), {
    ready: !!batchNo,
    refreshDeps: [batchNo],
    pollingInterval: 1000,
    onSuccess: (batch) => {
      if (!settled(batch)) return;
      req.cancel();
      onDone(batch);
    },
  });
  return { batch: batchNo ? req.data : undefined, settled: settled(req.data) };
}
