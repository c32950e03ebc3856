import { useAccess } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getDeveloperStatus } from '@/services/developer';
import { toast } from '@/utils/toast';
import { FormattedMessage, history, useDispatch, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import ApplicationForm from './components/ApplicationForm';
import ApplicationHistory from './components/ApplicationHistory';
import ApplicationSummary from './components/ApplicationSummary';
import ClientCredentials from './components/ClientCredentials';
import StatusPanel from './components/StatusPanel';
import ToolLinks from './components/ToolLinks';
import LoadState from '@/components/LoadState';

export const VERIFY_DEVELOPER = '/pending/verifyPending?kind=developer';

/** /playground: the developer application — apply, wait for review, resubmit after a rejection, use the client. */
export default function PlaygroundPage() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const { isSub } = useAccess();
  const { data, error, refresh } = useRequest(() => getDeveloperStatus());
  const seenStatus = useRef<string>();

  // an approval changes the user's developer flag: reload the user once it shows here
  useEffect(() => {
    if (data?.status === 'APPROVED' && seenStatus.current && seenStatus.current !== 'APPROVED') dispatch({ type: 'user/fetch' });
    seenStatus.current = data?.status;
  }, [data?.status, dispatch]);

  const waitPage = () => history.push(to(VERIFY_DEVELOPER));
  const onSubmitted = () => {
    toast.success(intl.formatMessage({ id: 'dev.app.submitted' }));
    waitPage();
  };

  let main: React.ReactNode;
  if (error && !data) {
    main = <LoadState error onRetry={refresh} />;
  } else if (!data) {
    main = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    const { status, application, client } = data;
    main = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {status === 'NONE' ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <FormattedMessage id="dev.app.intro" />
          </Typography.Paragraph>
        ) : (
          <StatusPanel result={data} canResubmit={!isSub} />
        )}
        {status === 'PENDING' && application && (
          <>
            <Button type="primary" onClick={waitPage} data-testid="developer-wait">
              <FormattedMessage id="dev.app.openWait" />
            </Button>
            <ApplicationSummary app={application} />
          </>
        )}
        {status === 'APPROVED' && client && <ClientCredentials client={client} />}
        {/* the status is the main account's; only the main account may apply and see the secret (the server answers a sub-account 403) */}
        {isSub && status === 'APPROVED' && !client && (
          <Alert type="info" showIcon message={<FormattedMessage id="dev.app.subAccount.client" />} data-testid="developer-sub-client" />
        )}
        {isSub && (status === 'NONE' || status === 'REJECTED') && (
          <Alert
            type="info"
            showIcon
            message={<FormattedMessage id="dev.app.subAccount.title" />}
            description={<FormattedMessage id={status === 'REJECTED' ? 'dev.app.subAccount.rejected' : 'dev.app.subAccount.none'} />}
            data-testid="developer-sub-account"
          />
        )}
        {!isSub && (status === 'NONE' || status === 'REJECTED') && (
          <ApplicationForm
            key={application?.id ?? 'new'}
            initialValues={status === 'REJECTED' ? application : undefined}
            onSubmitted={onSubmitted}
          />
        )}
      </Space>
    );
  }

  const decided = data && data.status !== 'NONE' ? [data.application!, ...data.history].filter((a) => a.status !== 'PENDING') : [];
  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>
        <Card size="small" title={<FormattedMessage id="dev.app.title" />}>
          {main}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small" title={<FormattedMessage id="dev.tools.title" />}>
            <ToolLinks />
          </Card>
          {decided.length > 0 && (
            <Card size="small" title={<FormattedMessage id="dev.app.history" />}>
              <ApplicationHistory items={decided} />
            </Card>
          )}
        </Space>
      </Col>
    </Row>
  );
}
