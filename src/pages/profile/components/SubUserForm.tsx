import { PHONE_RE, SUB_USERNAME_RE } from '@/constants/account';
import { checkNewPassword } from '@/domain/account/rules';
import { SUB_AUTHORITY_SEPARATOR } from '@/constants/limits';
import { SUB_AUTHORITIES } from '@/constants/subAuthorities';
import useSubmit from '@/hooks/useSubmit';
import { createSubUser, updateSubUser } from '@/services/customer';
import type { SubUser } from '@/types';
import { Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import { useEffect } from 'react';
import useText from '@/hooks/useText';

interface Values {
  username: string;
  password?: string;
  nickname?: string;
  phoneNumber?: string;
  permissions: string[];
}

interface Props {
  /** undefined: create; a sub-user: edit it */
  editing?: SubUser;
  open: boolean;
  /** permissions the signed-in user may grant ('ALL' for a main account) */
  grantable: readonly string[] | 'ALL';
  onClose: () => void;
  onSaved: (sub: SubUser) => void;
}

const split = (s: string) => s.split(SUB_AUTHORITY_SEPARATOR).filter(Boolean);

/** Creates or edits a sub-account; permissions come from the subAuthorities list. */
export default function SubUserForm({ editing, open, grantable, onClose, onSaved }: Props) {
  const t = useText();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        username: editing.username,
        nickname: editing.nickname,
        phoneNumber: editing.phoneNumber,
        permissions: split(editing.subAuthorities),
      });
  }, [open, editing, form]);

  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const subAuthorities = SUB_AUTHORITIES.filter((a) => v.permissions.includes(a)).join(SUB_AUTHORITY_SEPARATOR);
    const saved = editing
      ? await updateSubUser({
          id: editing.id,
          nickname: v.nickname ?? '',
          phoneNumber: v.phoneNumber || undefined,
          subAuthorities,
          password: v.password || undefined,
        })
      : await createSubUser({
          username: v.username,
          password: v.password ?? '',
          nickname: v.nickname || undefined,
          phoneNumber: v.phoneNumber || undefined,
          subAuthorities,
        });
    onSaved(saved);
  });

  const passwordRule = {
    validator: async (_: unknown, v: string | undefined) => {
      if (!v && editing) return;
      const problem = checkNewPassword(v ?? '');
      if (problem) throw new Error(t(`account.rule.password.${problem}`));
    },
  };

  return (
    <Modal
      open={open}
      width={640}
      title={editing ? t('account.sub.editTitle', { name: editing.username }) : t('account.sub.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('account.common.save')}
      cancelText={t('account.common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'sub-submit' } as Record<string, string>}
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} initialValues={{ permissions: [] }} data-testid="sub-form">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="username"
              label={t('account.sub.username')}
              rules={[
                {
                  required: true,
                  pattern: SUB_USERNAME_RE,
                  message: t('account.rule.username'),
                },
              ]}
            >
              <Input disabled={!!editing} autoComplete="off" data-testid="sub-username" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="password"
              label={editing ? t('account.sub.newPassword') : t('account.sub.password')}
              extra={editing ? t('account.sub.newPasswordHint') : t('account.rule.password.weak')}
              rules={[
                {
                  required: !editing,
                  message: t('account.common.required', {
                    name: t('account.sub.password'),
                  }),
                },
                passwordRule,
              ]}
            >
              <Input.Password autoComplete="new-password" data-testid="sub-password" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nickname" label={t('account.sub.nickname')} rules={[{ max: 20, message: t('account.rule.nickname') }]}>
              <Input data-testid="sub-nickname" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phoneNumber" label={t('account.sub.phone')} rules={[{ pattern: PHONE_RE, message: t('account.rule.phone') }]}>
              <Input inputMode="tel" data-testid="sub-phone" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="permissions"
          label={t('account.sub.permissions')}
          extra={t('account.sub.permissionsHint')}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('account.sub.permissionsRequired'),
            },
          ]}
        >
          <Checkbox.Group style={{ width: '100%' }} data-testid="sub-permissions">
            <Row gutter={[8, 8]}>
              {SUB_AUTHORITIES.map((a) => (
                <Col span={12} key={a}>
                  <Checkbox value={a} disabled={grantable !== 'ALL' && !grantable.includes(a)} data-testid={`sub-perm-${a}`}>
                    {t(`account.subAuthority.${a}`)}
                  </Checkbox>
                </Col>
              ))}
            </Row>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
