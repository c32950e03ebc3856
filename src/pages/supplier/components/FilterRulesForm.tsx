import useSubmit from '@/hooks/useSubmit';
import { updateFilterRules } from '@/services/supplier';
import type { ResellerFilterRules } from '@/types';
import { toast } from '@/utils/toast';
import { ProForm, ProFormDigit, ProFormSwitch } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import useText from '@/hooks/useText';
import { SETTING_LIMITS } from '@/domain/supplier/rules';

interface Values extends Omit<ResellerFilterRules, 'minCompletionRate'> {
  /** shown as a percentage */
  minCompletionPercent: number;
}

/** Receiver filter rules (PUT update/filter): who may buy from this store. */
export default function FilterRulesForm({
  value,
  readOnly,
  onSaved,
}: {
  value: ResellerFilterRules;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const t = useText();
  const [form] = Form.useForm<Values>();
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const percent = Math.round(Number(v.minCompletionPercent ?? 0) * 100) / 100;
    await updateFilterRules({
      blockRiskWarned: !!v.blockRiskWarned,
      onlyWhitelisted: !!v.onlyWhitelisted,
      minRegisteredDays: Number(v.minRegisteredDays ?? 0),
      // percent → ratio without floats: 87.5 → '0.875'
      minCompletionRate: (percent / 100).toFixed(4).replace(/0+$/, '').replace(/\.$/, '') || '0',
    });
    toast.success(t('supplier.common.saved'));
    onSaved();
  });
  return (
    <ProForm<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '300px' }}
      disabled={readOnly}
      initialValues={{ ...value, minCompletionPercent: Number(value.minCompletionRate) * 100 }}
      onFinish={onFinish}
      submitter={
        readOnly
          ? false
          : {
              searchConfig: { submitText: t('supplier.common.save') },
              resetButtonProps: false,
              submitButtonProps: { loading: busy },
              render: (_, dom) => <div style={{ paddingLeft: 300 }}>{dom}</div>,
            }
      }
    >
      <Alert type="info" showIcon message={t('supplier.setting.filter.hint')} style={{ marginBottom: 16, maxWidth: 760 }} />
      <ProFormSwitch name="blockRiskWarned" label={t('supplier.setting.filter.blockRiskWarned')} />
      <ProFormSwitch name="onlyWhitelisted" label={t('supplier.setting.filter.onlyWhitelisted')} />
      <ProFormDigit
        name="minRegisteredDays"
        label={t('supplier.setting.filter.minRegisteredDays')}
        min={0}
        max={SETTING_LIMITS.registeredDaysMax}
        width="xs"
        fieldProps={{ precision: 0 }}
      />
      <ProFormDigit
        name="minCompletionPercent"
        label={t('supplier.setting.filter.minCompletionRate')}
        min={0}
        max={100}
        width="xs"
        fieldProps={{ precision: 2, addonAfter: '%' }}
      />
    </ProForm>
  );
}
