import { priceIssue, stockIssue } from '@/constants/commodity';
import useSubmit from '@/hooks/useSubmit';
import { quickPublishCommodity } from '@/services/commodity';
import type { QuickPublishInput } from '@/types';
import { toast } from '@/utils/toast';
import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import PlacementFields from './PlacementFields';
import useRuleText, { ruleFrom } from './useRuleText';
import useText from '@/hooks/useText';

interface Props {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** quickPublish: placement, price and stock; the rest comes from the latest commodity of that category. */
export default function QuickPublishModal({ open, onClose, onDone }: Props) {
  const t = useText();
  const ruleText = useRuleText();
  const [form] = Form.useForm<QuickPublishInput>();
  const { busy, onFinish } = useSubmit(form, async (v: QuickPublishInput) => {
    const c = await quickPublishCommodity(
      { ...v, unitPrice: String(v.unitPrice).trim(), stock: Number(v.stock) },
      { skipErrorHandler: false },
    );
    toast.success(t('supplier.quickPublish.done', { title: c.title }));
    form.resetFields();
    onDone();
  });
  return (
    <ModalForm<QuickPublishInput>
      title={t('supplier.quickPublish.title')}
      open={open}
      form={form}
      width={480}
      layout="horizontal"
      labelCol={{ span: 7 }}
      modalProps={{ onCancel: onClose, okButtonProps: { loading: busy } }}
      onFinish={async (v) => {
        await onFinish(v);
        return false;
      }}
    >
      <Alert type="info" showIcon message={t('supplier.quickPublish.hint')} style={{ marginBottom: 16 }} />
      <PlacementFields />
      <ProFormText
        name="unitPrice"
        label={t('supplier.form.unitPrice.plain')}
        formItemProps={{ required: true }}
        rules={[ruleFrom((v) => priceIssue(v as string), ruleText)]}
        fieldProps={{ inputMode: 'decimal' }}
      />
      <ProFormDigit
        name="stock"
        label={t('supplier.form.stock')}
        formItemProps={{ required: true }}
        min={0}
        fieldProps={{ precision: 0 }}
        rules={[ruleFrom((v) => stockIssue(v as number), ruleText)]}
      />
    </ModalForm>
  );
}
