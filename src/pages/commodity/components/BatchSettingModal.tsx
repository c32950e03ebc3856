import {
  COMMODITY_LIMITS,
  TRADE_METHODS,
  effectiveTimeIssue,
  minMaxIssue,
  orderQuantityIssue,
  tradeMethodKey,
} from '@/constants/commodity';
import useSubmit from '@/hooks/useSubmit';
import { changeBatchSetting } from '@/services/commodity';
import type { BatchSettingInput } from '@/types';
import { ModalForm, ProFormDateTimePicker, ProFormDigit, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromBeijingPicker } from '@/utils/format';
import { reportBatch } from './batchReport';
import useRuleText from './useRuleText';
import useText from '@/hooks/useText';

interface Values {
  minQuantity?: number;
  maxQuantity?: number;
  tradeMethod?: BatchSettingInput['tradeMethod'];
  effectiveTime?: Dayjs;
  deliveryNote?: string;
}

interface Props {
  ids: string[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** changeBatchSetting: only the filled-in fields change, on every selected commodity. */
export default function BatchSettingModal({ ids, open, onClose, onDone }: Props) {
  const intl = useIntl();
  const t = useText();
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const optional = (check: (v: unknown) => string | undefined) => ({
    validator: (_: unknown, v: unknown) => {
      const key = v === undefined || v === null || v === '' ? undefined : check(v);
      return key ? Promise.reject(new Error(ruleText(key))) : Promise.resolve();
    },
  });
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const result = await changeBatchSetting({
      ids,
      minQuantity: v.minQuantity ?? undefined,
      maxQuantity: v.maxQuantity ?? undefined,
      tradeMethod: v.tradeMethod,
      effectiveTime: fromBeijingPicker(form.getFieldValue('effectiveTime')),
      deliveryNote: v.deliveryNote?.trim() || undefined,
    });
    reportBatch(intl, result);
    form.resetFields();
    onDone();
  });
  return (
    <ModalForm<Values>
      title={t('supplier.batch.title', { count: ids.length })}
      open={open}
      form={form}
      width={520}
      layout="horizontal"
      labelCol={{ span: 8 }}
      dateFormatter={false}
      modalProps={{ onCancel: onClose, destroyOnClose: false, okButtonProps: { loading: busy } }}
      onFinish={async (v) => {
        await onFinish(v);
        return false;
      }}
    >
      <Alert type="info" showIcon message={t('supplier.batch.hint')} style={{ marginBottom: 16 }} />
      <ProFormDigit
        name="minQuantity"
        label={t('supplier.form.minQuantity')}
        min={1}
        fieldProps={{ precision: 0 }}
        rules={[optional((v) => orderQuantityIssue(v as number))]}
      />
      <ProFormDigit
        name="maxQuantity"
        label={t('supplier.form.maxQuantity')}
        min={1}
        fieldProps={{ precision: 0 }}
        dependencies={['minQuantity']}
        rules={[
          optional((v) => orderQuantityIssue(v as number)),
          ({ getFieldValue }: { getFieldValue: (n: string) => number | undefined }) =>
            optional((v) => (getFieldValue('minQuantity') ? minMaxIssue(getFieldValue('minQuantity'), v as number) : undefined)),
        ]}
      />
      <ProFormSelect
        name="tradeMethod"
        label={t('supplier.form.tradeMethod')}
        options={TRADE_METHODS.map((m) => ({ value: m, label: t(tradeMethodKey(m)) }))}
        allowClear
      />
      <ProFormDateTimePicker
        name="effectiveTime"
        label={t('supplier.form.effectiveTime')}
        rules={[optional((v) => effectiveTimeIssue(fromBeijingPicker(v), Date.now()))]}
      />
      <ProFormTextArea
        name="deliveryNote"
        label={t('supplier.form.deliveryNote')}
        fieldProps={{ maxLength: COMMODITY_LIMITS.deliveryNoteMax, showCount: true, rows: 2 }}
      />
    </ModalForm>
  );
}
