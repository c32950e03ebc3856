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
import { ModalForm, ProFormDateTimePicker, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromBeijingPicker } from '@/utils/format';
import { reportBatch } from './batchReport';
import useRuleText from './useRuleText';
import useText from '@/hooks/useText';

interface Values {
  /** as typed: checked by the shared rule, sent as a number (a number input would clamp '-3' and round '12.345') */
  minQuantity?: string;
  maxQuantity?: string;
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
  // an empty (or blank) field changes nothing; anything else typed must pass the rule
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  const wholeOrNothing = (v: string | undefined) => (blank(v) ? undefined : Number(String(v).trim()));
  const optional = (check: (v: unknown) => string | undefined) => ({
    validator: (_: unknown, v: unknown) => {
      const key = blank(v) ? undefined : check(v);
      return key ? Promise.reject(new Error(ruleText(key))) : Promise.resolve();
    },
  });
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const result = await changeBatchSetting({
      ids,
      minQuantity: wholeOrNothing(v.minQuantity),
      maxQuantity: wholeOrNothing(v.maxQuantity),
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
      <ProFormText
        name="minQuantity"
        label={t('supplier.form.minQuantity')}
        fieldProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        rules={[optional((v) => orderQuantityIssue(v as string))]}
      />
      <ProFormText
        name="maxQuantity"
        label={t('supplier.form.maxQuantity')}
        fieldProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        dependencies={['minQuantity']}
        rules={[
          optional((v) => orderQuantityIssue(v as string)),
          ({ getFieldValue }: { getFieldValue: (n: string) => string | undefined }) =>
            optional((v) => (blank(getFieldValue('minQuantity')) ? undefined : minMaxIssue(getFieldValue('minQuantity'), v as string))),
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
