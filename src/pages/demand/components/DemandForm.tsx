import { DEMAND_LIMITS, TRADE_METHODS } from '@/domain/reseller/facts';
import type { DemandView } from '@/types';
import { beijingPickerValue, fromBeijingPicker } from '@/utils/format';
import { totalAmount } from '@/utils/decimal';
import { ProForm, ProFormDateTimePicker, ProFormDependency, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Form, Row, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import AttributeFields from './AttributeFields';
import { priceRule, quantityRule, requiredRule } from './fieldRules';
import { type DemandFormValues, quantityOf } from './formValues';
import PaymentPart from './PaymentPart';
import PrepaidOffer from './PrepaidOffer';
import { useSkuUnit } from '@/hooks/usePublishCatalog';
import PlacementFields from './PlacementFields';
import { checkEffectiveTime } from '@/domain/reseller/demandRules';
import useText from '@/hooks/useText';
import { CURRENCY_SIGN, moneyText } from '@/components/MoneyText';

interface Props {
  form: FormInstance<DemandFormValues>;
  initialValues: DemandFormValues;
  demand?: DemandView;
  busy: boolean;
  submitText: string;
  onFinish: (values: DemandFormValues) => Promise<void>;
  /** the user picked a game (not called for values set by code) */
  onGameChosen?: (gameId: string) => void;
}

/**
 * Quantities are text fields checked by the shared rule: what is typed stays as typed and the rule
 * says what is wrong with it. A number input would clamp '-3' to 1, round '12.345', read '1e5' as
 * 100000 and drop 'abc', then send a quantity nobody typed.
 */
const QUANTITY_FIELD = { inputMode: 'numeric', autoComplete: 'off', style: { width: '100%' } } as const;

/** The publish / edit form: placement cascade, attributes, price and quantity, terms, payment. */
export default function DemandForm({ form, initialValues, demand, busy, submitText, onFinish, onGameChosen }: Props) {
  const intl = useIntl();
  const t = useText();
  const received = demand?.receivedQuantity ?? 0;
  // the unit quantities count in (listSkuUnitValue), next to each quantity
  const skuUnit = useSkuUnit(Form.useWatch('categoryId', form));
  const quantityField = skuUnit ? { ...QUANTITY_FIELD, addonAfter: skuUnit } : QUANTITY_FIELD;
  return (
    <ProForm<DemandFormValues>
      form={form}
      initialValues={initialValues}
      onFinish={onFinish}
      grid
      rowProps={{ gutter: 16 }}
      colProps={{ span: 8 }}
      scrollToFirstError
      submitter={{
        searchConfig: { submitText },
        submitButtonProps: { loading: busy, ...({ 'data-testid': 'demand-submit' } as object) },
        resetButtonProps: false,
      }}
      onValuesChange={(changed: Partial<DemandFormValues>) => {
        if ('categoryId' in changed || 'gameId' in changed) form.setFieldValue('attributes', {});
        if (changed.gameId) onGameChosen?.(changed.gameId);
      }}
      data-testid="demand-form"
    >
      <Card size="small" title={t('reseller.form.section.placement')} style={{ width: '100%', marginBottom: 12 }}>
        <Row gutter={16} style={{ width: '100%' }}>
          <PlacementFields disabled={received > 0} />
          <AttributeFields />
          <ProFormText
            name="title"
            label={t('reseller.demand.title')}
            colProps={{ span: 24 }}
            placeholder={t('reseller.form.placeholder.title')}
            fieldProps={{ maxLength: DEMAND_LIMITS.titleMax, showCount: true }}
            rules={[
              requiredRule(intl, 'reseller.demand.title'),
              { whitespace: true, message: t('reseller.form.required', { field: t('reseller.demand.title') }) },
            ]}
          />
        </Row>
      </Card>
      <Card size="small" title={t('reseller.form.section.price')} style={{ width: '100%', marginBottom: 12 }}>
        <PrepaidOffer />
        <Row gutter={16} style={{ width: '100%' }}>
          <ProFormText
            name="unitPrice"
            label={t('reseller.demand.unitPrice')}
            fieldProps={{ prefix: CURRENCY_SIGN, inputMode: 'decimal' }}
            rules={[requiredRule(intl, 'reseller.demand.unitPrice'), priceRule(intl)]}
          />
          <ProFormText
            name="quantity"
            label={t('reseller.demand.quantity')}
            fieldProps={quantityField}
            rules={[
              requiredRule(intl, 'reseller.demand.quantity'),
              quantityRule(intl, Math.max(1, received), 'reseller.quick.quantityFloor', { received }),
            ]}
          />
          <ProFormDependency name={['unitPrice', 'quantity']}>
            {({ unitPrice, quantity }) => (
              <ProForm.Item label={t('reseller.form.total')} colProps={{ span: 8 }}>
                <Typography.Text strong data-testid="demand-total">
                  {moneyText(totalAmount(unitPrice as string, quantityOf(quantity as string | undefined)))}
                </Typography.Text>
              </ProForm.Item>
            )}
          </ProFormDependency>
        </Row>
      </Card>
      <Card size="small" title={t('reseller.form.section.terms')} style={{ width: '100%', marginBottom: 12 }}>
        <Row gutter={16} style={{ width: '100%' }}>
          <ProFormText
            name="minQuantity"
            label={t('reseller.demand.minQuantity')}
            fieldProps={quantityField}
            rules={[requiredRule(intl, 'reseller.demand.minQuantity'), quantityRule(intl)]}
          />
          <ProFormText
            name="maxQuantity"
            label={t('reseller.demand.maxQuantity')}
            dependencies={['minQuantity', 'quantity']}
            fieldProps={quantityField}
            rules={[
              requiredRule(intl, 'reseller.demand.maxQuantity'),
              quantityRule(intl),
              ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
                validator: (_: unknown, typed?: number | string) => {
                  // compared once each reads as a quantity; the fields' own rules word a bad one
                  const max = quantityOf(typed);
                  const min = quantityOf(getFieldValue('minQuantity') as string | undefined);
                  const qty = quantityOf(getFieldValue('quantity') as string | undefined);
                  if (!max) return Promise.resolve();
                  if (min && min > max) return Promise.reject(new Error(t('reseller.form.minGtMax')));
                  if (qty && max > qty) return Promise.reject(new Error(t('reseller.form.maxGtQuantity')));
                  return Promise.resolve();
                },
              }),
            ]}
          />
          <ProFormSelect
            name="tradeMethod"
            label={t('reseller.demand.tradeMethod')}
            rules={[requiredRule(intl, 'reseller.demand.tradeMethod')]}
            options={TRADE_METHODS.map((m) => ({ value: m, label: t(`reseller.tradeMethod.${m}`) }))}
          />
          <ProFormDateTimePicker
            name="effectiveTime"
            label={t('reseller.demand.effectiveTime')}
            rules={[
              requiredRule(intl, 'reseller.demand.effectiveTime'),
              {
                // the picked wall-clock time is Beijing time: compare its instant with now
                validator: (_: unknown, v?: Dayjs | string) => {
                  const iso = fromBeijingPicker(v);
                  return !v || (iso && !checkEffectiveTime(iso, Date.now()))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('reseller.form.effective.invalid')));
                },
              },
            ]}
            fieldProps={{
              format: 'YYYY-MM-DD HH:mm',
              showTime: { format: 'HH:mm' },
              style: { width: '100%' },
              disabledDate: (d: Dayjs) => d.isBefore(beijingPickerValue(Date.now()), 'day'),
            }}
          />
          <ProFormRadio.Group
            name="publicStatus"
            label={t('reseller.demand.publicStatus')}
            radioType="button"
            options={[
              { value: 'PUBLIC', label: t('reseller.demand.public.PUBLIC') },
              { value: 'PRIVATE', label: t('reseller.demand.public.PRIVATE') },
            ]}
          />
        </Row>
      </Card>
      <Card size="small" title={t('reseller.form.section.payment')} style={{ width: '100%', marginBottom: 12 }}>
        <Form.Item noStyle>
          <PaymentPart demand={demand} />
        </Form.Item>
      </Card>
    </ProForm>
  );
}
