import type { IntlShape } from '@/hooks/useText';
import type { BatchResult } from '@/types';
import { toast } from '@/utils/toast';
import { textOf } from '@/hooks/useText';

/** One message for a batch: how many changed, and which were left out and why. */
export function reportBatch(intl: IntlShape, result: BatchResult, skippedReasonKey = 'supplier.rule.onSale.stock'): void {
  const t = textOf(intl);
  toast.success(t('supplier.common.updated', { count: result.updated }));
  if (result.skipped.length)
    toast.warning(
      t('supplier.common.skipped', {
        count: result.skipped.length,
        reason: `${t(skippedReasonKey)} (${result.skipped.slice(0, 5).join(', ')}${result.skipped.length > 5 ? '…' : ''})`,
      }),
    );
}
