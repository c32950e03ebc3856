import type { DecimalInput } from '@/utils/decimal';
import { type ButtonProps, Modal, type ModalFuncProps } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { moneyText } from './MoneyText';
import useText from '@/hooks/useText';
import { palette } from '@/constants/palette';

/** Modal itself or a Modal.useModal() host (it renders inside the app's providers). */
type ModalApi = { confirm: (config: ModalFuncProps) => unknown };

/** The channel money goes through when it is not a payment method (refunds, releases). */
export type MoneyRoute = 'TO_BALANCE' | 'TO_DEPOSIT' | 'TO_SELLER' | 'FROM_BALANCE';

export interface MoneyConfirmTexts {
  title: string;
  amount: string;
  method: string;
  ok: string;
  cancel: string;
}

export interface MoneyConfirmOptions {
  /** what is to be paid, refunded or released, shown in the money format */
  amount: DecimalInput;
  /** how it moves: a payment method's name, an account, or a route's text */
  method: ReactNode;
  title?: string;
  /** what else the user must know (fee, what happens next) */
  detail?: ReactNode;
  okText?: string;
  danger?: boolean;
  /** test id of the OK button (e2e tests click it) */
  okTestId?: string;
  /** a modal host inside the app (Modal.useModal) instead of the static one */
  modal?: ModalApi;
}

const row = { display: 'flex', gap: 12, lineHeight: '28px' } as const;
const label = { minWidth: 56, color: palette.textTertiary } as const;

/**
 * The one confirmation of a money action: the amount in the money format and the method, then
 * the action only when the user confirms. Resolves true on OK, false on cancel.
 */
export function confirmMoney(texts: MoneyConfirmTexts, o: MoneyConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    (o.modal ?? Modal).confirm({
      title: o.title ?? texts.title,
      content: (
        <div data-testid="money-confirm">
          <div style={row}>
            <span style={label}>{texts.amount}</span>
            <strong data-testid="money-confirm-amount" style={{ fontSize: 18 }}>
              {moneyText(o.amount)}
            </strong>
          </div>
          <div style={row}>
            <span style={label}>{texts.method}</span>
            <span data-testid="money-confirm-method">{o.method}</span>
          </div>
          {o.detail ? <div style={{ marginTop: 8 }}>{o.detail}</div> : null}
        </div>
      ),
      okText: o.okText ?? texts.ok,
      cancelText: texts.cancel,
      okButtonProps: { danger: o.danger, 'data-testid': o.okTestId ?? 'money-confirm-ok' } as ButtonProps,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * confirmMoney with the texts of the current language, plus the names of payment methods and
 * money routes for its `method`.
 */
export default function useMoneyConfirm() {
  const t = useText();
  const confirm = useCallback(
    (o: MoneyConfirmOptions) =>
      confirmMoney(
        {
          title: t('trade.moneyConfirm.title'),
          amount: t('trade.moneyConfirm.amount'),
          method: t('trade.moneyConfirm.method'),
          ok: t('trade.confirm.ok'),
          cancel: t('trade.confirm.cancel'),
        },
        o,
      ),
    [t],
  );
  const methodName = useCallback((code: string) => t(`trade.payment.method.${code}`), [t]);
  const routeName = useCallback((route: MoneyRoute) => t(`trade.moneyConfirm.via.${route}`), [t]);
  return { confirm, methodName, routeName };
}
