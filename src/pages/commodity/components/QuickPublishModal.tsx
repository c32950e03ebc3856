import { priceIssue, stockIssue } from '@/constants/commodity';
import useSubmit from '@/hooks/useSubmit';
import { quickPublishCommodity } from '@/services/commodity';
import type { QuickPublishInput } from '@/types';
import { toast } from '@/utils/toast';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Alert, Form } from 'antd';
import PlacementFields from './PlacementFields';
import useRuleText, { ruleFrom } from './useRuleText';
import useText from '@/hooks/useText';

/** The stock as typed: checked by the shared rule, sent as a number (a number input would clamp '-3' and round '12.345'). */
type Values = Omit<QuickPublishInput, 'stock'> & { stock: number | string };

interface Props {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** quickPublish: placement, price and stock; the rest comes from the latest commodity of that category. */
export default function QuickPublishModal({ open, onClose, onDone }: Props) {
  const t = useText();
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const c = await quickPublishCommodity(
      { ...v, unitPrice: String(v.unitPrice).trim(), stock: Number(String(v.stock).trim()) },
      { skipErrorHandler: false },
    );
    toast.success(t('supplier.quickPublish.done', { title: c.title }));
    form.resetFields();
    onDone();
  });
  return (
    <ModalForm<Values>
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
      <ProFormText
        name="stock"
        label={t('supplier.form.stock')}
        formItemProps={{ required: true }}
        fieldProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        rules={[ruleFrom((v) => stockIssue(v as string), ruleText)]}
      />
    </ModalForm>
  );
}
