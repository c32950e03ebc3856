import type { OrderSide } from '@/domain/trade/codes';
import { confirmCheatWarning, getCheatState } from '@/services/trade';
import type { CounterpartyCheck } from '@/types';
import { useRequest } from 'ahooks';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';

interface Props {
  counterpartyId: string;
  /** the caller's side of the order it is about to place */
  side: OrderSide;
  /** whether trading may go on: not blocked, and any warning confirmed */
  onReady: (ready: boolean) => void;
}

/**
 * The checks before an order (SPEC: common/warning/check, problem/defense/cheat/state): a blocked
 * counterparty stops the checkout; a risk warning must be read and confirmed (PUT cheat/validated).
 */
export default function CounterpartyGate({ counterpartyId, side, onReady }: Props) {
  const t = useText();
  const { data, loading } = useRequest(() => getCheatState(counterpartyId, side), { refreshDeps: [counterpartyId, side] });
  const [check, setCheck] = useState<CounterpartyCheck | undefined>();
  // the pipeline showed a refused call; useSubmit reports anything else
  const { busy, onFinish: confirmWarning } = useSubmit(undefined, async () => setCheck(await confirmCheatWarning(counterpartyId, side)));
  const state = check ?? data;
  const ready = !!state && state.state !== 'BLOCKED' && (state.state !== 'WARNING' || state.validated);
  useEffect(() => onReady(ready), [ready, onReady]);
  if (loading && !state) return <Skeleton active paragraph={false} title={{ width: '60%' }} />;
  if (!state) return null;
  if (state.state === 'BLOCKED') {
    // a listing owner's filter says which rule refused the caller, in the words of its error code
    const message =
      state.blockedReason === 'FILTERED'
        ? t(`request.code.COUNTERPARTY_${state.filterReason ?? 'FILTERED'}`)
        : t(`trade.checkout.blocked.${state.blockedReason ?? 'BLACKLISTED_BY_COUNTERPARTY'}`);
    return <Alert type="error" showIcon message={message} data-testid="counterparty-blocked" />;
  }
  if (!state.warning || state.warning.level === 'LOW' || state.mark === 'WHITE') return null;
  const reasons = state.warning.reasons.map((r) => t(`trade.risk.reason.${r}`)).join(t('trade.common.reasonSep'));
  const confirm = () => confirmWarning(undefined);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="counterparty-warning"
      message={t('trade.checkout.warning.title')}
      description={t('trade.checkout.warning.body', { level: t(`trade.risk.${state.warning.level}`), reasons })}
      action={
        state.validated ? (
          <Button size="small" disabled>
            {t('trade.checkout.warning.confirmed')}
          </Button>
        ) : (
          <Button size="small" type="primary" loading={busy} onClick={confirm} data-testid="confirm-warning">
            {t('trade.checkout.warning.confirm')}
          </Button>
        )
      }
    />
  );
}
