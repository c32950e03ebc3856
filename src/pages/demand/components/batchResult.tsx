import type { IntlShape } from '@/hooks/useText';
import type { DemandBatchResult } from '@/types';
import { toast } from '@/utils/toast';

import { Modal } from 'antd';
import { textOf } from '@/hooks/useText';

/** Tells what a batch changed; the demands it left alone are listed with the reason. */
export function reportBatch(intl: IntlShape, result: DemandBatchResult): void {
  const t = textOf(intl);
  const text = t('reseller.list.batchDone', { updated: result.updated.length, skipped: result.skipped.length });
  if (result.skipped.length === 0) {
    toast.success(text);
    return;
  }
  Modal.warning({
    title: text,
    content: (
      <div data-testid="batch-skipped">
        <div style={{ marginBottom: 6 }}>{t('reseller.list.skipped.title')}</div>
        <ul style={{ maxHeight: 240, overflow: 'auto', paddingLeft: 18, margin: 0 }}>
          {result.skipped.map((s) => (
            <li key={s.id}>
              {s.id}: {t(`reseller.list.skip.${s.reason}`)}
            </li>
          ))}
        </ul>
      </div>
    ),
  });
}
