import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

/** Onboarding done: on to the first demand. */
export default function CompletionStep() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const { currentUser } = useUserState();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  return (
    <Result
      status="success"
      title={t('reseller.auth.completion.title')}
      subTitle={t('reseller.auth.completion.body', { store: currentUser?.resellerInfo?.storeName ?? '' })}
      extra={[
        <Button key="new" type="primary" onClick={() => history.push(to('/demand/new'))} data-testid="completion-publish">
          {t('reseller.auth.completion.publish')}
        </Button>,
        <Button key="list" onClick={() => history.push(to('/demand'))}>
          {t('reseller.auth.completion.manage')}
        </Button>,
      ]}
    />
  );
}
