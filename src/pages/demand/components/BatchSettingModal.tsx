import { DEMAND_LIMITS, TRADE_METHODS } from '@/domain/reseller/facts';
import { changeDemandBatchSetting } from '@/services/demand';
import type { DemandBatchSetting } from '@/types';
import { showFormError } from '@/utils/formErrors';
import { beijingPickerValue, fromBeijingPicker } from '@/utils/format';
import { ModalForm, ProFormDateTimePicker, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { quantityRule } from './fieldRules';
import { quantityOf } from './formValues';
import { useDispatch, useIntl } from '@umijs/max';
import { Alert, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { reportBatch } from './batchResult';
import useText from '@/hooks/useText';

interface Props {
  ids: string[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

interface Values {
  priceAdjustPercent?: string;
  /** as typed: checked by the shared rule, sent as numbers (a number input would clamp '-3' and round '12.345') */
  minQuantity?: string;
  maxQuantity?: string;
  tradeMethod?: DemandBatchSetting['tradeMethod'];
  effectiveTime?: Dayjs | string;
  status?: DemandBatchSetting['status'];
}

const PERCENT_RE = /^-?\d+(\.\d{1,2})?$/;
/** An empty field changes nothing. */
const blank = (v: unknown) => v === undefined || v === null || v === '';
const QUANTITY_FIELD = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** Picker days are Beijing days (beijingPickerValue): from today to effectiveMaxDays on. */
function outOfRange(d: Dayjs): boolean {
  const today = beijingPickerValue(Date.now());
  return d.isBefore(today, 'day') || d.isAfter(today?.add(DEMAND_LIMITS.effectiveMaxDays, 'day'));
}

/** Settings applied to the selected demands at once; only filled fields change. */
export default function BatchSettingModal({ ids, open, onClose, onDone }: Props) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [form] = Form.useForm<Values>();
  const t = useText();

  const submit = async (v: Values): Promise<boolean> => {
    const setting: DemandBatchSetting = {
      ids,
      ...(v.priceAdjustPercent ? { priceAdjustPercent: v.priceAdjustPercent.trim() } : {}),
      ...(blank(v.minQuantity) ? {} : { minQuantity: quantityOf(v.minQuantity) }),
      ...(blank(v.maxQuantity) ? {} : { maxQuantity: quantityOf(v.maxQuantity) }),
      ...(v.tradeMethod ? { tradeMethod: v.tradeMethod } : {}),
      ...(fromBeijingPicker(v.effectiveTime) ? { effectiveTime: fromBeijingPicker(v.effectiveTime) } : {}),
      ...(v.status ? { status: v.status } : {}),
    };
    if (Object.keys(setting).length === 1) {
      form.setFields([{ name: 'priceAdjustPercent', errors: [t('reseller.batch.empty')] }]);
      return false;
    }
    try {
      const result = await changeDemandBatchSetting(setting);
      reportBatch(intl, result);
      dispatch({ type: 'fund/fetch' });
      onDone();
      return true;
    } catch (e) {
      showFormError(form, e);
      return false;
    }
  };

  return (
    <ModalForm<Values>
      title={t('reseller.batch.title', { count: ids.length })}
      open={open}
      form={form}
      width={480}
      layout="horizontal"
      labelCol={{ span: 8 }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, okText: t('reseller.batch.submit', { count: ids.length }) }}
      onFinish={submit}
    >
      <Alert type="info" showIcon message={t('reseller.batch.hint')} style={{ marginBottom: 16 }} />
      <ProFormText
        name="priceAdjustPercent"
        label={t('reseller.batch.priceAdjust')}
        tooltip={t('reseller.batch.priceAdjust.tip')}
        fieldProps={{ suffix: '%', inputMode: 'decimal' }}
        rules={[{ pattern: PERCENT_RE, message: t('reseller.batch.priceAdjust.tip') }]}
      />
      <ProFormText name="minQuantity" label={t('reseller.demand.minQuantity')} fieldProps={QUANTITY_FIELD} rules={[quantityRule(intl)]} />
      <ProFormText
        name="maxQuantity"
        label={t('reseller.demand.maxQuantity')}
        fieldProps={QUANTITY_FIELD}
        dependencies={['minQuantity']}
        rules={[
          quantityRule(intl),
          ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
            validator: (_: unknown, typed?: string) => {
              // compared once both read as quantities; each field's own rule words a bad one
              const max = quantityOf(typed);
              const min = quantityOf(getFieldValue('minQuantity') as string | undefined);
              return !max || !min || min <= max ? Promise.resolve() : Promise.reject(new Error(t('reseller.form.minGtMax')));
            },
          }),
        ]}
      />
      <ProFormSelect
        name="tradeMethod"
        label={t('reseller.demand.tradeMethod')}
        options={TRADE_METHODS.map((m) => ({ value: m, label: t(`reseller.tradeMethod.${m}`) }))}
      />
      <ProFormDateTimePicker
        name="effectiveTime"
        label={t('reseller.demand.effectiveTime')}
        fieldProps={{ disabledDate: outOfRange, showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm' }}
      />
      <ProFormRadio.Group
        name="status"
        label={t('reseller.batch.status')}
        options={[
          { value: 'ACTIVE', label: t('reseller.batch.status.ACTIVE') },
          { value: 'PAUSED', label: t('reseller.batch.status.PAUSED') },
        ]}
      />
    </ModalForm>
  );
}
