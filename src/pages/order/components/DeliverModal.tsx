import { formatQuantity } from '@/utils/format';
import { ModalForm, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { QUANTITY_INPUT, quantityRules } from '@/components/trade/quantityRules';
import { typedQuantity } from '@/domain/trade/quantity';
import { Typography } from 'antd';
import useText, { useEnglish } from '@/hooks/useText';
import { type Base, modalProps, useRun } from './orderDialog';
import DeliveryFiles from './DeliveryFiles';

/** The supplier delivers an order (all or part of what is owed): tradeApi.deliverOrder through deliverOrder(). */
export default function DeliverModal({ order, open, onClose, onSubmit }: Base) {
  const t = useText();
  const english = useEnglish();
  const { form, onFinish } = useRun(onSubmit);
  const owed = order.undeliveredQuantity;
  const isAccount = order.categoryKind === 'account';
  return (
    <ModalForm
      title={t('trade.deliver.title', { orderNo: order.orderNo })}
      open={open}
      form={form}
      modalProps={modalProps(onClose)}
      // the quantity is checked as typed; the call gets it as a number
      onFinish={(v: Record<string, unknown>) => onFinish({ ...v, quantity: typedQuantity(v.quantity, 1, owed) })}
      initialValues={{ quantity: String(owed) }}
      width={520}
      submitter={{ searchConfig: { submitText: t('trade.action.DELIVER') } }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('trade.deliver.owed', { count: formatQuantity(owed), unit: english ? order.unitEn : order.unit })}
        {' · '}
        {t('trade.deliver.receiving', { character: order.receiving.character })}
      </Typography.Paragraph>
      <ProFormText
        name="quantity"
        label={t('trade.form.quantity')}
        fieldProps={{ ...QUANTITY_INPUT, autoFocus: true }}
        extra={t('trade.form.quantity.max', { max: owed })}
        rules={quantityRules(t, 1, owed)}
      />
      {isAccount ? (
        <>
          <ProFormText
            name="account"
            label={t('trade.form.account')}
            rules={[
              { required: true, message: t('trade.form.account.required') },
              { max: 60, message: t('trade.form.max60') },
            ]}
          />
          <ProFormText.Password
            name="password"
            label={t('trade.form.password')}
            rules={[
              { required: true, message: t('trade.form.password.required') },
              { max: 60, message: t('trade.form.max60') },
            ]}
          />
        </>
      ) : (
        <ProFormText
          name="character"
          label={t('trade.form.character')}
          rules={[
            { required: true, message: t('trade.form.character.required') },
            { max: 60, message: t('trade.form.max60') },
          ]}
        />
      )}
      <ProFormTextArea name="note" label={t('trade.form.note')} fieldProps={{ rows: 2, maxLength: 200, showCount: true }} />
      <ProForm.Item name="files" label={t('trade.deliver.files')}>
        <DeliveryFiles />
      </ProForm.Item>
    </ModalForm>
  );
}
