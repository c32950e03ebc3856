import { confirmMoney, type MoneyRoute } from '@/components/MoneyConfirm';
import { moneyText } from '@/components/MoneyText';
import { MONEY_ACTIONS } from '@/constants/order';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { archiveOrder } from '@/services/history';
import { isTerminalStatus } from '@/domain/trade/orderStatus';
import {
  approveOrderChange,
  cancelOrder,
  cancelOrderByTimeout,
  deliverOrder,
  disputeOrder,
  refundOrder,
  remarkOrder,
  remindOrder,
  requestOrderChange,
  settleOrders,
  timeoutCancelOrder,
  updateReceivingAccount,
} from '@/services/order';
import type { DeliverRequest, Order, OrderAction, OrderSide } from '@/types';
import { openChat } from '@/utils/chatBus';
import { toast } from '@/utils/toast';
import { InboxOutlined, LoadingOutlined, MessageOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, type ButtonProps, Modal, Space } from 'antd';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { reportError } from '@/utils/reportError';
import cells from './rowCells.less';
import RowMenu from '@/components/table/RowMenu';
import acts from '@/components/table/rowActions.less';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';
import useFocusReturn from '@/hooks/useFocusReturn';

interface Props {
  order: Order;
  side: OrderSide;
  /** after an action changed the order */
  onChanged: () => void;
  /** row: two buttons and a "more" menu; detail: every action as a button */
  mode: 'row' | 'detail';
}

const loadDialogs = () => import('./orderDialogs');
/** warms the dialogs' chunk when the pointer or focus reaches a row's actions */
const preloadDialogs = () =>
  // a failed preload is retried by the click, which says what went wrong
  void loadDialogs().catch(() => undefined);
type Dialogs = Awaited<ReturnType<typeof loadDialogs>>;
const dialog = <K extends keyof Dialogs>(name: K) => lazy(() => loadDialogs().then((m) => ({ default: m[name] })));
const PayModal = dialog('PayModal');
const DeliverModal = dialog('DeliverModal');
const ChangeModal = dialog('ChangeModal');
const ApproveModal = dialog('ApproveModal');
const ReceivingModal = dialog('ReceivingModal');
const TextModal = dialog('TextModal');

type ModalApi = ReturnType<typeof Modal.useModal>[0];
const ModalContext = createContext<ModalApi | null>(null);

/** One confirmation dialog host for every row of a table (a hook per row would cost on 500-row pages). */
export function OrderActionsProvider({ children }: { children: ReactNode }) {
  const [modal, holder] = Modal.useModal();
  return (
    <ModalContext.Provider value={modal}>
      {holder}
      {children}
    </ModalContext.Provider>
  );
}

/** Actions shown as buttons in a row, most urgent first; the rest go in the "more" menu. */
const PRIMARY: OrderAction[] = ['PAY', 'DELIVER', 'SETTLE', 'APPROVE_CHANGE', 'CANCEL_BY_TIMEOUT', 'TIMEOUT_CANCEL', 'REMIND'];
type Dialog = 'PAY' | 'DELIVER' | 'REQUEST_CHANGE' | 'REFUND' | 'APPROVE_CHANGE' | 'RECEIVING_ACCOUNT' | 'DISPUTE' | 'REMARK';
const DIALOGS: OrderAction[] = ['PAY', 'DELIVER', 'REQUEST_CHANGE', 'REFUND', 'APPROVE_CHANGE', 'RECEIVING_ACCOUNT', 'DISPUTE', 'REMARK'];

/**
 * Every action the server allows on an order for this side. Money actions ask for confirmation;
 * a running action disables its button, so a double click sends it once; the result is shown.
 */
export default function OrderActions({ order, side, onChanged, mode }: Props) {
  const t = useText();
  const to = usePrefixedPath();
  const modal = useContext(ModalContext);
  const [dialog, setDialog] = useState<Dialog | undefined>();
  // the dialogs are mounted only while open (a row each): focus goes back to the action by hand
  const focusReturn = useFocusReturn();
  const no = order.orderNo;

  const done = (action: OrderAction) => {
    toast.success(t(`trade.done.${action}`));
    onChanged();
  };

  /** Runs a call once at a time (double clicks are ignored), then reports it (in its own words when it says something). */
  const runner = useSubmit(undefined, async ({ action, call }: { action: OrderAction | 'ARCHIVE'; call: () => Promise<unknown> }) => {
    const said = await call();
    if (typeof said === 'string') {
      toast.success(said);
      onChanged();
    } else done(action as OrderAction);
  });
  const running = runner.pending?.action;
  const run = (action: OrderAction | 'ARCHIVE', call: () => Promise<unknown>) => runner.onFinish({ action, call });

  /** A finished order leaves the live list for the archive (B/transfer/archive); the answer names where it went. */
  const archive = () =>
    (modal ?? Modal).confirm({
      title: t('trade.archive.title'),
      content: t('trade.archive.confirm', { orderNo: no }),
      okText: t('trade.confirm.ok'),
      cancelText: t('trade.confirm.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () =>
        run('ARCHIVE', async () => {
          const { datasource } = await archiveOrder(no);
          return t('trade.archive.done', { orderNo: no, datasource });
        }),
    });

  const confirm = (action: OrderAction, content: string, call: () => Promise<unknown>) => {
    (modal ?? Modal).confirm({
      title: t('trade.confirm.title'),
      content,
      okText: t('trade.confirm.ok'),
      cancelText: t('trade.confirm.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => run(action, call),
    });
  };

  /** A money action: the amount and where it goes are confirmed in the money confirmation, then it runs. */
  const confirmMoneyAction = async (action: OrderAction, detail: string, method: MoneyRoute, call: () => Promise<unknown>) => {
    // texts read here rather than through a hook: a page has up to 500 rows
    const texts = {
      title: t('trade.confirm.title'),
      amount: t('trade.moneyConfirm.amount'),
      method: t('trade.moneyConfirm.method'),
      ok: t('trade.confirm.ok'),
      cancel: t('trade.confirm.cancel'),
    };
    const ok = await confirmMoney(texts, {
      amount: order.amount,
      method: t(`trade.moneyConfirm.via.${method}`),
      detail,
      okTestId: 'confirm-ok',
      modal: modal ?? undefined,
    });
    if (ok) await run(action, call);
  };

  const trigger = (action: OrderAction) => {
    if (DIALOGS.includes(action)) {
      focusReturn.remember();
      // the dialog opens once its code is here (at once after a hover or focus preloaded it)
      loadDialogs().then(
        () => setDialog(action as Dialog),
        (e: unknown) => reportError(e),
      );
      return;
    }
    const amount = moneyText(order.amount);
    switch (action) {
      case 'CANCEL': {
        if (order.status === 'TO_DELIVER') {
          // the paid amount goes back to the buyer
          confirmMoneyAction(
            action,
            t('trade.confirm.CANCEL', { orderNo: no, refund: t('trade.confirm.refundNote', { amount }) }),
            'TO_BALANCE',
            () => cancelOrder(no, side),
          );
        } else confirm(action, t('trade.confirm.CANCEL', { orderNo: no, refund: '' }), () => cancelOrder(no, side));
        break;
      }
      case 'TIMEOUT_CANCEL':
        confirm(action, t('trade.confirm.TIMEOUT_CANCEL', { orderNo: no }), () => timeoutCancelOrder(no, side));
        break;
      case 'CANCEL_BY_TIMEOUT':
        confirmMoneyAction(action, t('trade.confirm.CANCEL_BY_TIMEOUT', { orderNo: no, amount }), 'TO_BALANCE', () =>
          cancelOrderByTimeout(no),
        );
        break;
      case 'SETTLE':
        confirmMoneyAction(action, t('trade.confirm.SETTLE', { orderNo: no, amount }), 'TO_SELLER', () => settleOrders([no]));
        break;
      case 'REMIND':
        run(action, () => remindOrder(no));
        break;
      case 'REVIEW':
        // the buyer's review form opens for this order; the seller sees this order's review
        history.push(
          to(
            side === 'purchase'
              ? `/reseller/comment?orderNo=${encodeURIComponent(no)}`
              : `/supplier/comment?keyword=${encodeURIComponent(no)}`,
          ),
        );
        break;
      default:
        break;
    }
  };

  const submitDialog = (action: Dialog) => async (values: Record<string, unknown>) => {
    const s = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
    const n = (k: string) => Number(values[k]);
    switch (action) {
      case 'DELIVER':
        await deliverOrder({
          orderNo: no,
          quantity: n('quantity'),
          character: s('character'),
          account: s('account'),
          password: s('password'),
          note: s('note'),
          files: Array.isArray(values.files) ? (values.files as DeliverRequest['files']) : undefined,
        });
        break;
      case 'REQUEST_CHANGE':
        await requestOrderChange({ orderNo: no, kind: 'REFUND', quantity: n('quantity'), reason: s('reason') ?? '' }, side);
        break;
      case 'REFUND':
        await refundOrder(no, n('quantity'));
        break;
      case 'APPROVE_CHANGE':
        await approveOrderChange({ orderNo: no, changeId: String(values.changeId ?? ''), agree: values.agree === true }, side);
        break;
      case 'RECEIVING_ACCOUNT':
        await updateReceivingAccount(no, { character: s('character') ?? '', account: s('account'), note: s('note') });
        break;
      case 'DISPUTE':
        await disputeOrder(no, side, s('reason') ?? '');
        break;
      case 'REMARK':
        await remarkOrder(no, side, s('remark') ?? '');
        break;
      default:
        return;
    }
    setDialog(undefined);
    focusReturn.restore();
    done(action);
  };

  const actions = order.actions;
  const primary = mode === 'detail' ? actions : actions.filter((a) => PRIMARY.includes(a)).slice(0, 2);
  const rest = mode === 'detail' ? [] : actions.filter((a) => !primary.includes(a));
  const chat = () => openChat({ side, orderNo: no, counterpartyId: order.counterparty.id });
  const danger = (a: OrderAction) => a === 'CANCEL' || a === 'CANCEL_BY_TIMEOUT' || a === 'TIMEOUT_CANCEL' || a === 'DISPUTE';
  const close = () => {
    setDialog(undefined);
    focusReturn.restore();
  };

  const primaryClass = (a: OrderAction) =>
    [acts.act, MONEY_ACTIONS.includes(a) || a === 'DELIVER' ? acts.actPrimary : '', danger(a) ? acts.actDanger : ''].join(' ');

  return (
    <>
      {mode === 'row' ? (
        // link-style native buttons: a 500-row page would otherwise mount a thousand antd Buttons
        <span className={cells.line} data-testid="order-actions" onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
          {primary.map((a) => (
            <button
              key={a}
              type="button"
              className={primaryClass(a)}
              disabled={!!running}
              aria-busy={running === a}
              onClick={() => trigger(a)}
              data-testid={`action-${a}`}
            >
              {running === a ? <LoadingOutlined style={{ marginInlineEnd: 4 }} /> : null}
              {t(`trade.action.${a}`)}
            </button>
          ))}
          <RowMenu
            label={t('trade.action.more')}
            testId="action-more"
            menu={{
              items: [
                ...rest.map((a) => ({ key: a, label: t(`trade.action.${a}`), danger: danger(a) })),
                { key: 'CHAT', label: t('trade.action.CHAT'), icon: <MessageOutlined /> },
                ...(isTerminalStatus(order.status) ? [{ key: 'ARCHIVE', label: t('trade.archive.action'), icon: <InboxOutlined /> }] : []),
              ],
              onClick: ({ key }) => (key === 'CHAT' ? chat() : key === 'ARCHIVE' ? archive() : trigger(key as OrderAction)),
            }}
          />
        </span>
      ) : (
        <Space size={8} wrap data-testid="order-actions" onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
          {primary.map((a) => (
            <Button
              key={a}
              size="small"
              type={MONEY_ACTIONS.includes(a) || a === 'DELIVER' ? 'primary' : 'default'}
              danger={danger(a)}
              loading={running === a}
              disabled={!!running && running !== a}
              onClick={() => trigger(a)}
              data-testid={`action-${a}`}
            >
              {t(`trade.action.${a}`)}
            </Button>
          ))}
          <Button size="small" icon={<MessageOutlined />} onClick={chat} data-testid="action-CHAT">
            {t('trade.action.CHAT')}
          </Button>
        </Space>
      )}
      <Suspense fallback={null}>
        {dialog === 'PAY' ? (
          <PayModal order={order} open onClose={close} onPaid={(batchNo) => history.push(to(`/pending/payResult/order/${batchNo}`))} />
        ) : null}
        {dialog === 'DELIVER' ? <DeliverModal order={order} open onClose={close} onSubmit={submitDialog('DELIVER')} /> : null}
        {dialog === 'REQUEST_CHANGE' ? (
          <ChangeModal mode="request" order={order} open onClose={close} onSubmit={submitDialog('REQUEST_CHANGE')} />
        ) : null}
        {dialog === 'REFUND' ? <ChangeModal mode="refund" order={order} open onClose={close} onSubmit={submitDialog('REFUND')} /> : null}
        {dialog === 'APPROVE_CHANGE' ? (
          <ApproveModal order={order} side={side} open onClose={close} onSubmit={submitDialog('APPROVE_CHANGE')} />
        ) : null}
        {dialog === 'RECEIVING_ACCOUNT' ? (
          <ReceivingModal order={order} open onClose={close} onSubmit={submitDialog('RECEIVING_ACCOUNT')} />
        ) : null}
        {dialog === 'DISPUTE' ? <TextModal kind="dispute" order={order} open onClose={close} onSubmit={submitDialog('DISPUTE')} /> : null}
        {dialog === 'REMARK' ? <TextModal kind="remark" order={order} open onClose={close} onSubmit={submitDialog('REMARK')} /> : null}
      </Suspense>
    </>
  );
}
