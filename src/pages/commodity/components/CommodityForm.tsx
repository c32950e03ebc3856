import {
  COMMODITY_LIMITS,
  effectiveTimeIssue,
  minMaxIssue,
  orderQuantityIssue,
  priceIssue,
  stockIssue,
  titleIssue,
  TRADE_METHODS,
  tradeMethodKey,
} from '@/constants/commodity';
import useSubmit from '@/hooks/useSubmit';
import { getLastCommodity } from '@/services/commodity';
import { formatTotalAmount, fromBeijingPicker } from '@/utils/format';
import { toast } from '@/utils/toast';
import { HistoryOutlined } from '@ant-design/icons';
import {
  ProCard,
  ProForm,
  ProFormDateTimePicker,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, type ButtonProps, Form } from 'antd';
import AttributeFields from './AttributeFields';
import { perYuan } from './commodityColumns';
import { type CommodityFormValues, toFormValues } from './formValues';
import ImageUpload from './ImageUpload';
import PlacementFields from './PlacementFields';
import { useCategories } from '@/hooks/useCatalog';
import useRuleText, { ruleFrom } from './useRuleText';
import useText from '@/hooks/useText';
import { CURRENCY_SIGN } from '@/components/MoneyText';
import { isEnglish } from '@/utils/i18n';
import { useSkuUnit } from '@/hooks/usePublishCatalog';

/**
 * Stock and quantities are text fields checked by the shared rules: what is typed stays as typed
 * and the rule says what is wrong with it. A number input would clamp '-1' to 0, round 1.5, read
 * '1e5' as 100000 and drop 'abc', then send a number nobody typed.
 */
const WHOLE_NUMBER_FIELD = { inputMode: 'numeric', autoComplete: 'off', style: { width: 200 } } as const;

interface Props {
  mode: 'new' | 'edit';
  initialValues: CommodityFormValues;
  onSave: (values: CommodityFormValues) => Promise<unknown>;
}

/**
 * Publish / edit form. Field rules are the shared ones the server applies too; a refused save
 * puts the server's violations next to their fields and keeps everything typed.
 */
export default function CommodityForm({ mode, initialValues, onSave }: Props) {
  const intl = useIntl();
  const t = useText();
  const ruleText = useRuleText();
  const [form] = Form.useForm<CommodityFormValues>();
  const { busy, onFinish } = useSubmit(form, onSave);
  const gameId = Form.useWatch('gameId', form);
  const categoryId = Form.useWatch('categoryId', form);
  const price = Form.useWatch('unitPrice', form);
  const stock = Form.useWatch('stock', form);
  const { categories } = useCategories(gameId);
  const category = categories.find((c) => c.id === categoryId);
  const en = isEnglish(intl.locale);
  // the unit quantities count in (listSkuUnitValue), next to each quantity and in the price label
  const skuUnit = useSkuUnit(categoryId);
  const unit = skuUnit ?? (category ? (en ? category.unitEn : category.unit) : '');
  const quantityField = skuUnit ? { ...WHOLE_NUMBER_FIELD, addonAfter: skuUnit } : WHOLE_NUMBER_FIELD;
  const per = category?.kind === 'gold' && !priceIssue(price) ? perYuan(String(price)) : undefined;

  const prefill = async () => {
    const last = await getLastCommodity();
    if (!last) return toast.info(t('supplier.form.noLast'));
    form.setFieldsValue({ ...toFormValues(last, Date.now(), true), attributes: undefined });
    // attributes belong to the category: set them once its options are there
    form.setFieldsValue({ attributes: toFormValues(last, Date.now(), true).attributes });
    toast.success(t('supplier.form.prefilled'));
  };

  return (
    <ProForm<CommodityFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '150px' }}
      wrapperCol={{ flex: '1 1 0', style: { maxWidth: 560 } }}
      initialValues={initialValues}
      // the submitted copy of a picker value loses its methods: hand over the live one
      onFinish={(v) => onFinish({ ...v, effectiveTime: form.getFieldValue('effectiveTime') })}
      onFinishFailed={() => toast.warning(t('supplier.form.fixErrors'))}
      // keep dates as dayjs: toInput reads their wall-clock fields as Beijing time (fromBeijingPicker)
      dateFormatter={false}
      scrollToFirstError
      submitter={{
        searchConfig: { submitText: t(mode === 'new' ? 'supplier.form.publish' : 'supplier.form.update') },
        resetButtonProps: false,
        submitButtonProps: { loading: busy, 'data-testid': 'commodity-submit' } as ButtonProps,
        render: (_, dom) => <div style={{ paddingLeft: 150 }}>{dom}</div>,
      }}
      data-testid="commodity-form"
    >
      <ProCard
        title={t('supplier.form.section.placement')}
        size="small"
        bordered
        style={{ marginBottom: 12 }}
        extra={
          mode === 'new' ? (
            <Button size="small" icon={<HistoryOutlined />} onClick={prefill} data-testid="prefill-last">
              {t('supplier.form.prefill')}
            </Button>
          ) : null
        }
      >
        <PlacementFields
          onGameChange={() => form.setFieldValue('attributes', undefined)}
          onCategoryChange={() => form.setFieldValue('attributes', undefined)}
        />
        <AttributeFields />
      </ProCard>
      <ProCard title={t('supplier.form.section.goods')} size="small" bordered style={{ marginBottom: 12 }}>
        <ProFormText
          name="title"
          formItemProps={{ required: true }}
          label={t('supplier.form.title')}
          placeholder={t('supplier.form.title.placeholder')}
          rules={[ruleFrom((v) => titleIssue(v as string), ruleText)]}
          fieldProps={{ maxLength: COMMODITY_LIMITS.titleMax, showCount: true }}
        />
        <ProFormText
          name="unitPrice"
          formItemProps={{ required: true }}
          label={unit ? t('supplier.form.unitPrice', { unit }) : t('supplier.form.unitPrice.plain')}
          rules={[ruleFrom((v) => priceIssue(v as string), ruleText)]}
          fieldProps={{ inputMode: 'decimal', prefix: CURRENCY_SIGN, style: { width: 200 } }}
          extra={per ? t('supplier.form.perYuan', { qty: per, unit }) : undefined}
        />
        <ProFormText
          name="stock"
          formItemProps={{ required: true }}
          label={t('supplier.form.stock')}
          fieldProps={quantityField}
          rules={[ruleFrom((v) => stockIssue(v as string), ruleText)]}
          extra={
            <>
              {mode === 'edit' ? <div>{t('supplier.form.stock.edit')}</div> : null}
              {!priceIssue(price) && !stockIssue(stock) ? (
                <div>{t('supplier.form.total', { amount: formatTotalAmount(price, stock) })}</div>
              ) : null}
            </>
          }
        />
        <Form.Item
          label={t('supplier.form.images')}
          name="imageList"
          extra={t('supplier.form.images.hint', {
            max: COMMODITY_LIMITS.imagesMax,
            size: `${COMMODITY_LIMITS.imageMaxBytes / 1048576} MB`,
          })}
        >
          <ImageUpload />
        </Form.Item>
      </ProCard>
      <ProCard title={t('supplier.form.section.trade')} size="small" bordered style={{ marginBottom: 16 }}>
        <ProFormText
          name="minQuantity"
          formItemProps={{ required: true }}
          label={t('supplier.form.minQuantity')}
          fieldProps={quantityField}
          rules={[ruleFrom((v) => orderQuantityIssue(v as string), ruleText)]}
        />
        <ProFormText
          name="maxQuantity"
          formItemProps={{ required: true }}
          label={t('supplier.form.maxQuantity')}
          dependencies={['minQuantity']}
          fieldProps={quantityField}
          rules={[
            ruleFrom((v) => orderQuantityIssue(v as string) ?? minMaxIssue(form.getFieldValue('minQuantity'), v as string), ruleText),
          ]}
        />
        <ProFormRadio.Group
          name="tradeMethod"
          label={t('supplier.form.tradeMethod')}
          radioType="button"
          rules={[{ required: true, message: t('supplier.rule.required') }]}
          options={TRADE_METHODS.map((m) => ({ value: m, label: t(tradeMethodKey(m)) }))}
        />
        <ProFormDateTimePicker
          name="effectiveTime"
          formItemProps={{ required: true }}
          label={t('supplier.form.effectiveTime')}
          rules={[ruleFrom((v) => effectiveTimeIssue(fromBeijingPicker(v), Date.now()), ruleText)]}
        />
        <ProFormTextArea
          name="deliveryNote"
          label={t('supplier.form.deliveryNote')}
          placeholder={t('supplier.form.deliveryNote.placeholder')}
          fieldProps={{ maxLength: COMMODITY_LIMITS.deliveryNoteMax, showCount: true, rows: 2 }}
        />
        <ProFormSwitch name="onSale" label={t('supplier.form.status')} />
      </ProCard>
    </ProForm>
  );
}
