import { PHONE_RE, QQ_RE } from '@/constants/account';
import useSubmit from '@/hooks/useSubmit';
import { patchUserInfo } from '@/services/customer';
import type { CurrentUser, UserInfoPatch } from '@/types';
import { toast } from '@/utils/toast';
import { useDispatch } from '@umijs/max';
import { Button, Card, Form, Input } from 'antd';
import useText from '@/hooks/useText';

/** Contact QQ and phone shown to trading partners (the profile-completion prompt asks for them). */
export default function ContactsCard({ user }: { user: CurrentUser }) {
  const t = useText();
  const dispatch = useDispatch();
  const [form] = Form.useForm<UserInfoPatch>();
  const { busy, onFinish } = useSubmit(form, async (v: UserInfoPatch) => {
    await patchUserInfo({
      contactQq: v.contactQq?.trim() || undefined,
      contactPhone: v.contactPhone?.trim() || undefined,
    });
    toast.success(t('account.overview.contactsSaved'));
    dispatch({ type: 'user/fetch' });
  });
  const main = user.puid === '0';
  return (
    <Card size="small" title={t('account.overview.contacts')}>
      <Form<UserInfoPatch>
        form={form}
        layout="vertical"
        initialValues={{
          contactQq: user.contactQq,
          contactPhone: user.contactPhone,
        }}
        onFinish={onFinish}
        data-testid="contacts-form"
      >
        <Form.Item
          name="contactQq"
          label={t('account.overview.contactQq')}
          rules={[
            { required: main, message: t('account.rule.qq') },
            { pattern: QQ_RE, message: t('account.rule.qq') },
          ]}
        >
          <Input inputMode="numeric" data-testid="contact-qq" />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('account.overview.contactPhone')}
          rules={[
            { required: main, message: t('account.rule.phone') },
            { pattern: PHONE_RE, message: t('account.rule.phone') },
          ]}
        >
          <Input inputMode="tel" data-testid="contact-phone" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="contacts-save">
          {t('account.common.save')}
        </Button>
      </Form>
    </Card>
  );
}
