import useSubmit from '@/hooks/useSubmit';
import { updateFilterRules } from '@/services/supplier';
import type { ResellerFilterRules } from '@/types';
import { toast } from '@/utils/toast';
import { ProForm, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import useText from '@/hooks/useText';
import { completionPercentIssue, registeredDaysIssue } from '@/domain/supplier/rules';
import { toBig, toPlain } from '@/domain/decimal';
import useRuleText, { ruleFrom } from '@/components/supplier/useRuleText';

/** Days and the percentage are text fields checked as typed: a number input would clamp '-3' to 0, round '12.345' and drop 'abc'. */
interface Values extends Omit<ResellerFilterRules, 'minCompletionRate' | 'minRegisteredDays'> {
  minRegisteredDays: number | string;
  /** shown as a percentage */
  minCompletionPercent: string;
}

/** Percent and ratio as exact decimals: 87.5 ↔ '0.875', 7 ↔ '0.07' (a float shows 0.07 × 100 as 7.000000000000001). */
function percentOf(rate: string): string {
  const b = toBig(rate);
  return b ? toPlain(b.times(100)) : '0';
}
function rateOf(percent: string): string {
  const b = toBig(percent);
  return b ? toPlain(b.div(100)) : '0';
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
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    await updateFilterRules({
      blockRiskWarned: !!v.blockRiskWarned,
      onlyWhitelisted: !!v.onlyWhitelisted,
      minRegisteredDays: Number(String(v.minRegisteredDays).trim()),
      minCompletionRate: rateOf(String(v.minCompletionPercent).trim()),
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
      initialValues={{ ...value, minCompletionPercent: percentOf(value.minCompletionRate) }}
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
      <ProFormText
        name="minRegisteredDays"
        label={t('supplier.setting.filter.minRegisteredDays')}
        width="xs"
        fieldProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        rules={[ruleFrom((v) => registeredDaysIssue(v as string), ruleText)]}
      />
      <ProFormText
        name="minCompletionPercent"
        label={t('supplier.setting.filter.minCompletionRate')}
        width="xs"
        fieldProps={{ inputMode: 'decimal', autoComplete: 'off', addonAfter: '%' }}
        rules={[ruleFrom((v) => completionPercentIssue(v as string), ruleText)]}
      />
    </ProForm>
  );
}
