import { ceilingIssue, nameIssue, offsetIssue, rankIssue } from '@/domain/pricing/rules';
import type { PricingRow, PricingRule, PricingRuleInput } from '@/domain/pricing/types';
import { intervalIssue, priceIssue } from '@/domain/supplier/rules';
import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import { createPricingRule, previewPricingRule, updatePricingRule } from '@/services/pricing';
import { toast } from '@/utils/toast';
import { ProForm, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Button, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { ruleFrom } from '../useRuleText';
import PricingPreviewTable from './PricingPreviewTable';
import TargetFields, { targetOf, targetValues, type TargetValues } from './TargetFields';
import usePricingRuleText from './usePricingRuleText';

type Values = TargetValues &
  Omit<PricingRuleInput, 'target' | 'rank' | 'intervalMinutes'> & {
    rank: string | number;
    intervalMinutes: string | number;
  };

interface Props {
  /** the rule edited; undefined for a new one */
  rule?: PricingRule;
  open: boolean;
  /** the commodities selected in the list */
  ids: string[];
  onClose: () => void;
  onSaved: () => void;
}

const DECIMAL_FIELD = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** A repricing rule's form. Saving needs a preview of the values as they are (any change asks for a new one). */
export default function RuleModal({ rule, open, ids, onClose, onSaved }: Props) {
  const t = useText();
  const ruleText = usePricingRuleText();
  const [form] = Form.useForm<Values>();
  const strategy: PricingRuleInput['strategy'] | undefined = Form.useWatch('strategy', form);
  const [rows, setRows] = useState<PricingRow[]>();
  const ruleIds = rule?.target.commodityIds ?? ids;

  const inputOf = (v: Values): PricingRuleInput => ({
    name: String(v.name ?? '').trim(),
    target: targetOf(v, ruleIds),
    strategy: v.strategy,
    offsetKind: v.offsetKind,
    offset: String(v.offset ?? '0').trim() || '0',
    rank: Number(String(v.rank).trim()),
    floor: String(v.floor ?? '').trim(),
    ceiling: String(v.ceiling ?? '').trim(),
    intervalMinutes: Number(String(v.intervalMinutes).trim()),
    enabled: v.enabled !== false,
  });
  const preview = useSubmit(form, async (v: Values) => setRows((await previewPricingRule({ ...inputOf(v), ruleId: rule?.id })).rows));
  const save = useSubmit(form, async (v: Values) => {
    const saved = rule ? await updatePricingRule(rule.id, inputOf(v)) : await createPricingRule(inputOf(v));
    toast.success(t('pricing.rule.saved', { name: saved.name }));
    onSaved();
  });
  const initial: Partial<Values> = rule
    ? { ...rule, ...targetValues(rule.target, ruleIds) }
    : {
        ...targetValues(undefined, ids),
        name: '',
        strategy: 'BELOW_LOWEST',
        offsetKind: 'AMOUNT',
        offset: '0.01',
        rank: 1,
        floor: '',
        ceiling: '',
        intervalMinutes: 30,
        enabled: true,
      };
  const submit = (action: (v: Values) => Promise<void>) =>
    form.validateFields().then(action, () => {
      // the form shows each failed check next to its field
    });

  return (
    <Modal
      title={t(rule ? 'pricing.rule.edit' : 'pricing.rule.new')}
      open={open}
      width={980}
      onCancel={onClose}
      destroyOnClose
      afterClose={() => setRows(undefined)}
      footer={
        <Space>
          <Button onClick={onClose}>{t('supplier.common.cancel')}</Button>
          <Button onClick={() => submit(preview.onFinish)} loading={preview.busy} data-testid="rule-preview">
            {t('pricing.preview')}
          </Button>
          <Button
            type="primary"
            disabled={!rows}
            title={rows ? undefined : t('pricing.rule.previewFirst')}
            loading={save.busy}
            onClick={() => submit(save.onFinish)}
            data-testid="rule-save"
          >
            {t('supplier.common.save')}
          </Button>
        </Space>
      }
    >
      <div data-testid="pricing-rule-modal">
        <ProForm<Values> form={form} submitter={false} layout="vertical" initialValues={initial} onValuesChange={() => setRows(undefined)}>
          <Space wrap align="start">
            <ProFormText
              name="name"
              label={t('pricing.rule.name')}
              width={240}
              fieldProps={{ 'data-testid': 'rule-name' } as object}
              rules={[ruleFrom((v) => nameIssue(v as string), ruleText)]}
            />
            <ProFormSwitch name="enabled" label={t('pricing.rule.enabled')} />
          </Space>
          <TargetFields count={ruleIds.length} />
          <Space wrap align="start">
            <ProFormRadio.Group
              name="strategy"
              label={t('pricing.rule.strategy')}
              radioType="button"
              options={[
                { value: 'BELOW_LOWEST', label: t('pricing.strategy.BELOW_LOWEST') },
                { value: 'HOLD_RANK', label: t('pricing.strategy.HOLD_RANK') },
              ]}
            />
            {strategy === 'HOLD_RANK' ? (
              <ProFormText
                name="rank"
                label={t('pricing.rule.rank')}
                width={90}
                fieldProps={{ inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'rule-rank' } as object}
                rules={[ruleFrom((v) => rankIssue(v as string), ruleText)]}
              />
            ) : (
              <>
                <ProFormText
                  name="offset"
                  label={t('pricing.rule.offset')}
                  width={100}
                  fieldProps={{ ...DECIMAL_FIELD, 'data-testid': 'rule-offset' } as object}
                  rules={[ruleFrom((v) => offsetIssue(v as string, form.getFieldValue('offsetKind')), ruleText)]}
                />
                <ProFormSelect
                  name="offsetKind"
                  label={t('pricing.rule.offsetKind')}
                  width={110}
                  allowClear={false}
                  options={[
                    { value: 'AMOUNT', label: t('pricing.kind.AMOUNT') },
                    { value: 'PERCENT', label: t('pricing.kind.PERCENT') },
                  ]}
                />
              </>
            )}
            <ProFormText
              name="floor"
              label={t('pricing.floor')}
              width={110}
              fieldProps={{ ...DECIMAL_FIELD, 'data-testid': 'rule-floor' } as object}
              rules={[ruleFrom((v) => priceIssue(v as string), ruleText)]}
            />
            <ProFormText
              name="ceiling"
              label={t('pricing.ceiling')}
              width={110}
              fieldProps={{ ...DECIMAL_FIELD, 'data-testid': 'rule-ceiling' } as object}
              rules={[ruleFrom((v) => ceilingIssue(form.getFieldValue('floor'), v as string), ruleText)]}
            />
            <ProFormText
              name="intervalMinutes"
              label={t('pricing.rule.interval')}
              width={110}
              fieldProps={{ inputMode: 'numeric', autoComplete: 'off' }}
              rules={[ruleFrom((v) => intervalIssue(v as string), ruleText)]}
            />
          </Space>
        </ProForm>
        {rows ? <PricingPreviewTable rows={rows} /> : null}
      </div>
    </Modal>
  );
}
