import useSubmit from '@/hooks/useSubmit';
import { addListEntry, updateListEntry } from '@/services/lists';
import type { ListAddResult, ListEntry, ListKind, ListType } from '@/types';
import { RequestError } from '@/utils/request';
import { Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import useText from '@/hooks/useText';

interface Values {
  by: 'username' | 'userId';
  value: string;
  remark?: string;
}

interface Props {
  kind: ListKind;
  list: ListType;
  /** an entry: edit its remark; undefined: add one */
  editing?: ListEntry;
  open: boolean;
  onClose: () => void;
  onSaved: (result: ListAddResult | ListEntry) => void;
}

/** Adds a counterparty by username or user id (with a remark), or edits an entry's remark. */
export default function ListEntryForm({ kind, list, editing, open, onClose, onSaved }: Props) {
  const t = useText();
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch('by', form) ?? 'username';
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        by: 'username',
        value: editing?.username ?? '',
        remark: editing?.remark ?? '',
      });
  }, [open, editing, form]);
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const remark = v.remark?.trim() || undefined;
    try {
      if (editing) onSaved(await updateListEntry(kind, list, editing.id, { remark }));
      else
        onSaved(
          await addListEntry(kind, list, v.by === 'userId' ? { userId: v.value.trim(), remark } : { username: v.value.trim(), remark }),
        );
    } catch (e) {
      // the server names the field it refuses (username or userId): show it on the one input
      const errors =
        e instanceof RequestError
          ? (e.body?.violations ?? []).filter((x) => x.field === 'username' || x.field === 'userId').map((x) => x.message)
          : [];
      if (errors.length) form.setFields([{ name: 'value', errors }]);
      throw e;
    }
  });
  return (
    <Modal
      open={open}
      title={editing ? t('account.lists.editRemark') : t('account.lists.add', { list: t(`account.lists.${list}`) })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('account.common.save')}
      cancelText={t('account.common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'list-submit' } as Record<string, string>}
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish}>
        {!editing ? (
          <>
            <Form.Item name="by" label={t('account.lists.by')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'username', label: t('account.lists.byUsername') },
                  { value: 'userId', label: t('account.lists.byUserId') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="value"
              label={t(by === 'userId' ? 'account.lists.byUserId' : 'account.lists.byUsername')}
              rules={[
                {
                  required: true,
                  message: t('account.common.required', {
                    name: t('account.lists.userValue'),
                  }),
                },
              ]}
            >
              <Input data-testid="list-user" />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="remark" label={t('account.lists.col.remark')} rules={[{ max: 100, message: t('account.rule.remark') }]}>
          <Input.TextArea rows={2} showCount maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
