import useSubmit from '@/hooks/useSubmit';
import { replyComment } from '@/services/supplier';
import type { OrderComment } from '@/types';
import { toast } from '@/utils/toast';
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Form, Rate, Typography } from 'antd';
import useText from '@/hooks/useText';
import { REVIEW_LIMITS } from '@/domain/supplier/rules';

const REPLY_MAX = REVIEW_LIMITS.replyMax;

/** One reply per review; the review is quoted above the box. */
export default function ReplyModal({ comment, onClose, onDone }: { comment?: OrderComment; onClose: () => void; onDone: () => void }) {
  const t = useText();
  const [form] = Form.useForm<{ reply: string }>();
  const { busy, onFinish } = useSubmit(form, async (v: { reply: string }) => {
    await replyComment(comment!.id, v.reply.trim());
    toast.success(t('supplier.comment.reply.done'));
    form.resetFields();
    onDone();
  });
  return (
    <ModalForm<{ reply: string }>
      title={comment ? t('supplier.comment.reply.title', { buyer: comment.buyerName }) : ''}
      open={!!comment}
      form={form}
      width={520}
      modalProps={{ onCancel: onClose, okButtonProps: { loading: busy } }}
      onFinish={async (v) => {
        await onFinish(v);
        return false;
      }}
    >
      {comment ? (
        <Typography.Paragraph>
          <Rate disabled value={comment.rating} style={{ fontSize: 14 }} /> {comment.content}
        </Typography.Paragraph>
      ) : null}
      <ProFormTextArea
        name="reply"
        placeholder={t('supplier.comment.reply.placeholder')}
        rules={[
          { required: true, whitespace: true, message: t('supplier.rule.required') },
          { max: REPLY_MAX, message: t('supplier.rule.reply.length', { max: REPLY_MAX }) },
        ]}
        fieldProps={{ maxLength: REPLY_MAX, showCount: true, rows: 3, autoFocus: true }}
      />
    </ModalForm>
  );
}
