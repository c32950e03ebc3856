import { useAccess } from '@/hooks/useCurrentUser';
import { getRealnameStatus } from '@/services/realname';
import type { RealnameStatus } from '@/types';
import { formatDateTime } from '@/utils/format';
import { useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Card, Descriptions, Result, Skeleton, Space, Tabs, Tag } from 'antd';
import { useEffect } from 'react';
import AlipayVerify from './components/AlipayVerify';
import I18nVerify from './components/I18nVerify';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

const STATUS_COLOR = {
  UNAUTHORIZED: 'default',
  PENDING: 'processing',
  AUTHORIZED: 'success',
  REJECTED: 'error',
} as const;

/** /profile/realname: the verification state, the two ways to verify, the pending review and its result. */
export default function Realname() {
  const t = useText();
  const access = useAccess();
  const dispatch = useDispatch();
  const { data, loading, error, refresh, mutate } = useRequest(getRealnameStatus);
  const status = data?.status;
  // ask again every 3 s while a review is pending; reload the user once the state moved on
  useEffect(() => {
    if (status === 'PENDING') {
      const timer = setTimeout(refresh, 3000);
      return () => clearTimeout(timer);
    }
    if (status) dispatch({ type: 'user/fetch' });
    return undefined;
  }, [status, data, refresh, dispatch]);
  const done = (s: RealnameStatus) => {
    mutate(s);
    dispatch({ type: 'user/fetch' });
  };

  if (error && !data) return <LoadState error onRetry={refresh} />;
  if (loading && !data) return <Skeleton active />;
  if (!data) return null;

  const details = (
    <Descriptions
      size="small"
      column={2}
      bordered
      items={[
        {
          key: 's',
          label: t('account.realname.status'),
          children: (
            <Tag color={STATUS_COLOR[data.status]} data-testid="realname-status">
              {t(`account.realnameStatus.${data.status}`)}
            </Tag>
          ),
        },
        {
          key: 'm',
          label: t('account.realname.method'),
          children: data.method ? t(`account.realname.method.${data.method}`) : '-',
        },
        {
          key: 'n',
          label: t('account.realname.name'),
          children: data.realName ?? '-',
        },
        {
          key: 'i',
          label: data.documentType ? t(`account.realname.documentType.${data.documentType}`) : t('account.realname.idNumber'),
          children: data.idNumber ?? '-',
        },
        {
          key: 'sub',
          label: t('account.realname.submittedAt'),
          children: formatDateTime(data.submittedAt) || '-',
        },
        {
          key: 'v',
          label: t('account.realname.verifiedAt'),
          children: formatDateTime(data.verifiedAt) || '-',
        },
      ]}
    />
  );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={access.isSub ? t('account.realname.subOnly') : t('account.realname.why')} />
      {data.status === 'AUTHORIZED' ? <Result status="success" title={t('account.realname.done')} style={{ padding: 16 }} /> : null}
      {data.status === 'PENDING' ? (
        <Result
          status="info"
          title={t('account.realname.pending')}
          subTitle={
            data.reviewEta
              ? t('account.realname.pendingEta', {
                  t: formatDateTime(data.reviewEta),
                })
              : undefined
          }
          style={{ padding: 16 }}
        />
      ) : null}
      {data.status === 'REJECTED' ? (
        <Alert
          type="error"
          showIcon
          message={t('account.realname.rejected')}
          description={data.rejectReason ? t(`account.realname.reject.${data.rejectReason}`, undefined, data.rejectReason) : undefined}
        />
      ) : null}
      <Card size="small">{details}</Card>
      {access.isMain && (data.status === 'UNAUTHORIZED' || data.status === 'REJECTED') ? (
        <Card size="small">
          <Tabs
            items={[
              {
                key: 'ALIPAY',
                label: t('account.realname.method.ALIPAY'),
                children: <AlipayVerify onDone={done} />,
              },
              {
                key: 'I18N',
                label: t('account.realname.method.I18N'),
                children: <I18nVerify onDone={done} />,
              },
            ]}
          />
        </Card>
      ) : null}
    </Space>
  );
}
