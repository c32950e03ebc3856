import useSubmit from '@/hooks/useSubmit';
import { updateRemarks } from '@/services/supplier';
import type { RemarkKind } from '@/types';
import { toast } from '@/utils/toast';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Space } from 'antd';
import useText from '@/hooks/useText';
import { SETTING_LIMITS } from '@/domain/supplier/rules';

export const REMARKS_MAX = SETTING_LIMITS.remarksMax;
export const REMARK_LENGTH_MAX = SETTING_LIMITS.remarkLengthMax;

interface Props {
  kind: RemarkKind;
  value: string[];
  readOnly: boolean;
  onSaved: () => void;
}

/** Editable list of preset remarks (quick, in or out): add, change, remove, save all at once. */
export default function RemarkList({ kind, value, readOnly, onSaved }: Props) {
  const t = useText();
  const [form] = Form.useForm<{ remarks: string[] }>();
  const { busy, onFinish } = useSubmit(form, async (v: { remarks: string[] }) => {
    await updateRemarks({ kind, remarks: (v.remarks ?? []).map((r) => r.trim()) });
    toast.success(t('supplier.common.saved'));
    onSaved();
  });
  return (
    <Form form={form} initialValues={{ remarks: value }} onFinish={onFinish} disabled={readOnly} data-testid={`remarks-${kind}`}>
      <Form.List name="remarks">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supplier.setting.remarks.empty')} /> : null}
            {fields.map((f) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={f.name}
                  style={{ marginBottom: 8, width: 420 }}
                  rules={[
                    { required: true, whitespace: true, message: t('supplier.rule.required') },
                    { max: REMARK_LENGTH_MAX, message: t('supplier.rule.remark.length', { max: REMARK_LENGTH_MAX }) },
                  ]}
                >
                  <Input placeholder={t('supplier.setting.remarks.placeholder')} maxLength={REMARK_LENGTH_MAX} showCount />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label={t('supplier.common.delete')} />
              </Space>
            ))}
            <Space>
              <Button icon={<PlusOutlined />} onClick={() => add('')} disabled={readOnly || fields.length >= REMARKS_MAX}>
                {t('supplier.common.add')}
              </Button>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('supplier.common.save')}
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}
