import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getSupplierSetting } from '@/services/supplier';
import { history, useDispatch, useIntl } from '@umijs/max';
import { Button, Result, Typography } from 'antd';
import RealnameForm from './RealnameForm';
import { useState } from 'react';

/** Step 1: the real name must be verified (the account centre does it); then on to the agreement. */
export default function RealnameStep({ onNext }: { onNext: () => Promise<void> }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const { currentUser } = useUserState();
  const [busy, setBusy] = useState(false);
  const verified = !!currentUser?.realNameAuth;
  const pending = currentUser?.realNameAuthStatus === 'PENDING';
  const next = async () => {
    setBusy(true);
    try {
      await getSupplierSetting(); // the server moves the progress past this step
      await onNext();
    } finally {
      setBusy(false);
    }
  };
  if (verified) {
    return (
      <Result
        status="success"
        title={t('supplier.auth.realname.verified', { name: currentUser?.realName ?? '' })}
        extra={
          <Button type="primary" loading={busy} onClick={next} data-testid="auth-next">
            {t('supplier.auth.next')}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="info"
      title={t('supplier.auth.realname.title')}
      subTitle={
        <>
          <div>{t('supplier.auth.realname.body')}</div>
          <div>
            {t('supplier.auth.realname.status', { status: currentUser?.realNameAuthStatusName ?? currentUser?.realNameAuthStatus ?? '' })}
          </div>
        </>
      }
      extra={
        pending ? (
          <Button loading={busy} onClick={() => dispatch({ type: 'user/fetch' })}>
            {t('supplier.auth.realname.refresh')}
          </Button>
        ) : (
          <>
            <RealnameForm
              onVerified={async () => {
                await dispatch({ type: 'user/fetch' });
                await next();
              }}
            />
            <Typography.Link onClick={() => history.push(to('/profile/realname'))}>{t('supplier.auth.realname.other')}</Typography.Link>
          </>
        )
      }
    />
  );
}
