import { useUserState } from '@/hooks/useCurrentUser';
import { saveResellerInfo } from '@/services/reseller';
import type { ResellerInfoInput } from '@/types';
import useSubmit from '@/hooks/useSubmit';
import { ProForm } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form, Typography } from 'antd';
import ResellerInfoFields from '../components/ResellerInfoFields';
import useAdvance from './useAdvance';

/** Receiver details: opening the store completes the onboarding. */
export default function InfoStep() {
  const intl = useIntl();
  const advance = useAdvance();
  const { currentUser } = useUserState();
  const [form] = Form.useForm<ResellerInfoInput>();
  const { busy, onFinish } = useSubmit(form, async (v: ResellerInfoInput) => {
    const { merchantProgress } = await saveResellerInfo({ ...v, storeUrl: v.storeUrl.trim().toLowerCase(), storeName: v.storeName.trim() });
    await advance(merchantProgress.reseller);
  });
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Title level={5}>{intl.formatMessage({ id: 'reseller.auth.info.title' })}</Typography.Title>
      <ProForm<ResellerInfoInput>
        form={form}
        onFinish={onFinish}
        initialValues={{
          storeName: currentUser?.resellerInfo?.storeName,
          storeUrl: currentUser?.resellerInfo?.storeUrl,
          contactQq: currentUser?.contactQq,
          contactPhone: currentUser?.contactPhone,
        }}
        submitter={{
          searchConfig: { submitText: intl.formatMessage({ id: 'reseller.auth.info.submit' }) },
          resetButtonProps: false,
          submitButtonProps: { loading: busy, ...({ 'data-testid': 'info-submit' } as object) },
        }}
      >
        <ResellerInfoFields />
      </ProForm>
    </div>
  );
}
