import { DOCUMENT_IMAGE_MAX_BYTES, DOCUMENT_TYPES } from '@/constants/account';
import useSubmit from '@/hooks/useSubmit';
import { submitI18nRealname } from '@/services/realname';
import type { I18nRealnameParams, RealnameStatus } from '@/types';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { IMAGE_TYPES, readDataUrl } from './imageFile';
import useText from '@/hooks/useText';

type Values = Omit<I18nRealnameParams, 'images'> & { images: UploadFile[] };

/** Passport or permit: details and 2-3 photos, reviewed by staff. */
export default function I18nVerify({ onDone }: { onDone: (s: RealnameStatus) => void }) {
  const t = useText();
  const [form] = Form.useForm<Values>();
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const images = await Promise.all(v.images.map((f) => readDataUrl(f.originFileObj as Blob)));
    onDone(
      await submitI18nRealname({
        realName: v.realName.trim(),
        country: v.country.trim(),
        documentType: v.documentType,
        documentNumber: v.documentNumber.trim().toUpperCase(),
        images,
      }),
    );
  });
  const required = (name: string) => ({
    required: true,
    message: t('account.common.required', { name }),
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      style={{ maxWidth: 520 }}
      initialValues={{ documentType: 'PASSPORT', images: [] }}
      data-testid="realname-i18n"
    >
      <Form.Item
        name="realName"
        label={t('account.realname.name')}
        extra={t('account.rule.realName')}
        rules={[required(t('account.realname.name'))]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="country"
        label={t('account.realname.country')}
        rules={[required(t('account.realname.country')), { min: 2, max: 40 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="documentType" label={t('account.realname.documentType')}>
        <Select
          options={DOCUMENT_TYPES.map((d) => ({
            value: d,
            label: t(`account.realname.documentType.${d}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="documentNumber"
        label={t('account.realname.documentNumber')}
        rules={[
          required(t('account.realname.documentNumber')),
          {
            pattern: /^[A-Za-z0-9]{6,20}$/,
            message: t('account.rule.documentNumber'),
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="images"
        label={t('account.realname.images')}
        extra={t('account.realname.imagesHint')}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
        rules={[
          {
            validator: async (_, list: UploadFile[] = []) => {
              if (list.length < 2 || list.length > 3) throw new Error(t('account.realname.imagesCount'));
              if (list.some((f) => (f.size ?? 0) > DOCUMENT_IMAGE_MAX_BYTES)) throw new Error(t('account.realname.imageTooLarge'));
            },
          },
        ]}
      >
        <Upload listType="picture-card" accept={IMAGE_TYPES.join(',')} beforeUpload={() => false} maxCount={3}>
          <PlusOutlined />
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('account.realname.submit')}
      </Button>
    </Form>
  );
}
