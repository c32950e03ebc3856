import { getOrder } from '@/services/order';
import type { OrderChange, OrderSide } from '@/types';
import { totalAmount } from '@/utils/decimal';
import { reportError } from '@/utils/reportError';
import { moneyText, priceText } from '@/components/MoneyText';
import { formatQuantity } from '@/utils/format';
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { QUANTITY_INPUT, quantityRules } from '@/components/trade/quantityRules';
import { typedQuantity } from '@/domain/trade/quantity';
import { Alert, Descriptions, Form, Radio, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import useText from '@/hooks/useText';

import { type Base, modalProps, useRun } from './orderDialog';

/** The other form dialogs of the order actions (orderDialog.ts says how they behave). */
export function ChangeModal({ order, open, onClose, onSubmit, mode }: Base & { mode: 'request' | 'refund' }) {
  const t = useText();
  const { form, onFinish } = useRun(onSubmit);
  const max = mode === 'refund' ? order.undeliveredQuantity : order.quantity - order.refundedQuantity;
  // no amount for a quantity the rule refuses ('1e5' is no 100000)
  const quantity = typedQuantity(Form.useWatch('quantity', form), 1, max);
  return (
    <ModalForm
      title={t(mode === 'refund' ? 'trade.refund.title' : 'trade.change.title')}
      open={open}
      form={form}
      modalProps={modalProps(onClose)}
      // the quantity is checked as typed; the call gets it as a number
      onFinish={(v: Record<string, unknown>) => onFinish({ ...v, quantity: typedQuantity(v.quantity, 1, max) })}
      initialValues={{ quantity: String(max) }}
      width={480}
      submitter={{ searchConfig: { submitText: t(mode === 'refund' ? 'trade.action.REFUND' : 'trade.form.submit') } }}
    >
      <Typography.Paragraph type="secondary">
        {t('trade.change.hint', { count: formatQuantity(max), price: priceText(order.unitPrice) })}
      </Typography.Paragraph>
      <ProFormText
        name="quantity"
        label={t('trade.form.quantity')}
        fieldProps={{ ...QUANTITY_INPUT, autoFocus: true }}
        extra={`${t('trade.detail.refundedAmount')}: ${moneyText(totalAmount(order.unitPrice, quantity))}`}
        rules={quantityRules(t, 1, max)}
      />
      {mode === 'request' ? (
        <ProFormTextArea
          name="reason"
          label={t('trade.form.reason')}
          fieldProps={{ rows: 2, maxLength: 200, showCount: true }}
          rules={[{ required: true, whitespace: true, message: t('trade.form.reason.required') }]}
        />
      ) : null}
    </ModalForm>
  );
}

/** Shows the waiting request (read from the detail) and takes the answer. */
export function ApproveModal({ order, side, open, onClose, onSubmit }: Base & { side: OrderSide }) {
  const t = useText();
  const { form, onFinish } = useRun(onSubmit);
  const [change, setChange] = useState<OrderChange | null | undefined>();
  useEffect(() => {
    if (!open) return;
    let live = true;
    setChange(undefined);
    getOrder(order.orderNo, side)
      .then((d) => live && setChange(d.changes.find((c) => c.status === 'waiting') ?? null))
      .catch((e: unknown) => {
        reportError(e); // the pipeline showed a failed load; anything else is shown here
        if (live) setChange(null);
      });
    return () => {
      live = false;
    };
  }, [open, order.orderNo, side]);
  return (
    <ModalForm
      title={t('trade.approve.title')}
      open={open}
      form={form}
      modalProps={modalProps(onClose)}
      onFinish={(v) => onFinish({ ...v, changeId: change?.id })}
      initialValues={{ agree: true }}
      width={480}
      submitter={{ submitButtonProps: { disabled: !change } }}
    >
      {change === undefined ? <Spin /> : null}
      {change === null ? <Alert type="info" message={t('trade.detail.noChanges')} /> : null}
      {change ? (
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t(`trade.change.by.${change.requestedBy}`)}>
              {t(`trade.change.kind.${change.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('trade.detail.quantity')}>{formatQuantity(change.quantity)}</Descriptions.Item>
            <Descriptions.Item label={t('trade.detail.refundedAmount')}>{moneyText(change.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('trade.form.reason')}>{change.reason}</Descriptions.Item>
          </Descriptions>
          <Form.Item name="agree" noStyle>
            <Radio.Group optionType="button" buttonStyle="solid">
              <Radio value>{t('trade.form.agree')}</Radio>
              <Radio value={false}>{t('trade.form.disagree')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('trade.confirm.APPROVE', { amount: moneyText(change.amount), quantity: formatQuantity(change.quantity) })}
          </Typography.Paragraph>
        </>
      ) : null}
    </ModalForm>
  );
}

export function ReceivingModal({ order, open, onClose, onSubmit }: Base) {
  const t = useText();
  const { form, onFinish } = useRun(onSubmit);
  return (
    <ModalForm
      title={t('trade.receiving.title')}
      open={open}
      form={form}
      modalProps={modalProps(onClose)}
      onFinish={onFinish}
      initialValues={order.receiving}
      width={480}
    >
      <ProFormText
        name="character"
        label={t('trade.form.character')}
        fieldProps={{ autoFocus: true }}
        rules={[
          { required: true, whitespace: true, message: t('trade.form.character.required') },
          { max: 60, message: t('trade.form.max60') },
        ]}
      />
      <ProFormText name="account" label={t('trade.form.account')} rules={[{ max: 60, message: t('trade.form.max60') }]} />
      <ProFormTextArea name="note" label={t('trade.form.note')} fieldProps={{ rows: 2, maxLength: 200, showCount: true }} />
    </ModalForm>
  );
}

/** One text field: the problem report (required) or the private remark. */
export function TextModal({ order, open, onClose, onSubmit, kind }: Base & { kind: 'dispute' | 'remark' }) {
  const t = useText();
  const { form, onFinish } = useRun(onSubmit);
  const name = kind === 'dispute' ? 'reason' : 'remark';
  return (
    <ModalForm
      title={t(kind === 'dispute' ? 'trade.dispute.title' : 'trade.remark.title')}
      open={open}
      form={form}
      modalProps={modalProps(onClose)}
      onFinish={onFinish}
      initialValues={kind === 'remark' ? { remark: order.remark } : {}}
      width={480}
    >
      {kind === 'dispute' ? <Alert type="warning" showIcon message={t('trade.dispute.hint')} style={{ marginBottom: 12 }} /> : null}
      <ProFormTextArea
        name={name}
        label={t(kind === 'dispute' ? 'trade.form.reason' : 'trade.form.remark')}
        fieldProps={{
          rows: 3,
          maxLength: 200,
          showCount: true,
          autoFocus: true,
          placeholder: kind === 'remark' ? t('trade.list.remarkPlaceholder') : undefined,
        }}
        rules={kind === 'dispute' ? [{ required: true, whitespace: true, message: t('trade.form.reason.required') }] : []}
      />
    </ModalForm>
  );
}
