import useSubmit from '@/hooks/useSubmit';
import { filterReseller } from '@/services/supplier';
import type { MyReseller } from '@/types';
import { toast } from '@/utils/toast';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import useText from '@/hooks/useText';
import { RESELLER_LIMITS } from '@/domain/supplier/rules';

/** Filters one reseller with an optional reason. */
export default function FilterModal({ reseller, onClose, onDone }: { reseller?: MyReseller; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const [form] = Form.useForm<{ reason?: string }>();
  const { busy, onFinish } = useSubmit(form, async (v: { reason?: string }) => {
    await filterReseller(reseller!.resellerId, v.reason?.trim() || undefined);
    toast.success(t('supplier.reseller.filter.done', { name: reseller!.name }));
    form.resetFields();
    onDone();
  });
  return (
    <ModalForm<{ reason?: string }>
      title={reseller ? t('supplier.reseller.filter.title', { name: reseller.name }) : ''}
      open={!!reseller}
      form={form}
      width={460}
      modalProps={{ onCancel: onClose, okButtonProps: { loading: busy } }}
      onFinish={async (v) => {
        await onFinish(v);
        return false;
      }}
    >
      <ProFormTextArea
        name="reason"
        label={t('supplier.reseller.filter.reason')}
        fieldProps={{ maxLength: RESELLER_LIMITS.filterReasonMax, showCount: true, rows: 2 }}
      />
    </ModalForm>
  );
}
