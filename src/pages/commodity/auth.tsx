import { useAccess, useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { SupplierStep } from '@/types';
import { SUPPLIER_STEPS } from '@/utils/guards';
import { history, useDispatch, useIntl, useSearchParams } from '@umijs/max';
import { Alert, Button, Card, Result, Space, Steps } from 'antd';
import InfoStep from './components/auth/InfoStep';
import RealnameStep from './components/auth/RealnameStep';
import TermsStep from './components/auth/TermsStep';

/**
 * Supplier onboarding: realname → terms → info → completion. The step guard already keeps the
 * URL's step within the user's progress; each step reloads the user so the guard sees the new
 * progress before the next step opens.
 */
export default function SupplierOnboarding() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const access = useAccess();
  const { currentUser } = useUserState();
  const [params] = useSearchParams();
  const step = (params.get('step') ?? 'realname') as SupplierStep;
  const current = Math.max(0, SUPPLIER_STEPS.indexOf(step));

  const goTo = async (next: SupplierStep) => {
    await dispatch({ type: 'user/fetch' });
    history.push(to(`/commodity/auth?step=${next}`));
  };
  const body = () => {
    if (access.isSub) return <Alert type="warning" showIcon message={t('supplier.auth.sub')} />;
    if (step === 'realname') return <RealnameStep onNext={() => goTo('terms')} />;
    if (step === 'terms') return <TermsStep onNext={() => goTo('info')} />;
    if (step === 'info') return <InfoStep onNext={() => goTo('completion')} />;
    return (
      <div data-testid="auth-done">
        <Result
          status="success"
          title={t('supplier.auth.done.title')}
          subTitle={t('supplier.auth.done.body', {
            store: currentUser?.supplierInfo?.storeName ?? '',
          })}
          extra={
            <Space>
              <Button type="primary" onClick={() => history.push(to('/commodity/new'))} data-testid="auth-publish">
                {t('supplier.auth.done.publish')}
              </Button>
              <Button onClick={() => history.push(to('/commodity'))}>{t('supplier.auth.done.list')}</Button>
            </Space>
          }
        />
      </div>
    );
  };
  return (
    <Card>
      <Steps
        current={current}
        size="small"
        style={{ maxWidth: 820, margin: '0 auto 32px' }}
        items={SUPPLIER_STEPS.map((s) => ({
          title: t(`supplier.auth.step.${s}`),
        }))}
        data-testid="auth-steps"
      />
      {body()}
    </Card>
  );
}
