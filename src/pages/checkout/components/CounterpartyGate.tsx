import type { OrderSide } from '@/domain/trade/codes';
import { checkWarning, confirmCheatWarning, getCheatState } from '@/services/trade';
import type { CounterpartyCheck } from '@/types';
import { useRequest } from 'ahooks';
import { Alert, Button, type ButtonProps, Modal, Skeleton } from 'antd';
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
 * The checks before an order, both asked when the checkout opens: the anti-fraud state
 * (problem/defense/cheat/state: a blocked counterparty stops the checkout) and the risk-warning
 * check (common/warning/check: a warning must be read and confirmed, PUT cheat/validated, in a
 * dialog that can be cancelled; until then nothing can be paid).
 */
export default function CounterpartyGate({ counterpartyId, side, onReady }: Props) {
  const t = useText();
  const [modal, holder] = Modal.useModal();
  const cheat = useRequest(() => getCheatState(counterpartyId, side), { refreshDeps: [counterpartyId, side] });
  const risk = useRequest(() => checkWarning(counterpartyId, side), { refreshDeps: [counterpartyId, side] });
  const [check, setCheck] = useState<CounterpartyCheck | undefined>();
  // the pipeline showed a refused call; useSubmit reports anything else
  const { busy, onFinish: confirmWarning } = useSubmit(undefined, async () => setCheck(await confirmCheatWarning(counterpartyId, side)));
  const loading = cheat.loading || risk.loading;
  // blocked or not: the anti-fraud state; warned and confirmed or not: the warning check (or the confirmation's answer)
  const blocked = check ?? cheat.data;
  const warned = check ?? risk.data;
  const state: CounterpartyCheck | undefined =
    blocked && warned
      ? {
          ...warned,
          state: blocked.state === 'BLOCKED' ? 'BLOCKED' : warned.state,
          blockedReason: blocked.blockedReason,
          filterReason: blocked.filterReason,
        }
      : undefined;
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
  const confirm = () =>
    modal.confirm({
      title: t('trade.checkout.warning.title'),
      content: t('trade.checkout.warning.dialog', { level: t(`trade.risk.${state.warning?.level ?? 'MEDIUM'}`), reasons }),
      okText: t('trade.checkout.warning.confirm'),
      cancelText: t('trade.confirm.cancel'),
      okButtonProps: { 'data-testid': 'confirm-warning-ok' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'confirm-warning-cancel' } as ButtonProps,
      onOk: () => confirmWarning(undefined),
    });
  return (
    <>
      {holder}
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
    </>
  );
}
