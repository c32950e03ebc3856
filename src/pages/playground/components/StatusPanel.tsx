import type { DeveloperStatusResult } from '@/types';
import { formatDateTime } from '@/utils/format';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Alert, Descriptions, Steps, Tag } from 'antd';
import { STATUS_COLOR } from './statusMeta';

/** Where the application stands: steps, dates and, after a rejection, the reason. */
/** `canResubmit`: the form to correct a rejection is shown below (main accounts only). */
export default function StatusPanel({ result, canResubmit = true }: { result: DeveloperStatusResult; canResubmit?: boolean }) {
  const intl = useIntl();
  const { status, application: app } = result;
  const current = { NONE: 0, PENDING: 1, APPROVED: 2, REJECTED: 2 }[status];
  const reason =
    app?.rejectCode && intl.messages[`dev.app.reject.${app.rejectCode}`]
      ? intl.formatMessage({ id: `dev.app.reject.${app.rejectCode}` })
      : app?.rejectReason;
  return (
    <div data-testid="developer-status" data-status={status}>
      <Steps
        size="small"
        current={current}
        status={status === 'REJECTED' ? 'error' : status === 'APPROVED' ? 'finish' : 'process'}
        style={{ marginBottom: 16 }}
        items={[
          { title: intl.formatMessage({ id: 'dev.app.step.apply' }) },
          { title: intl.formatMessage({ id: 'dev.app.step.review' }) },
          { title: intl.formatMessage({ id: status === 'REJECTED' ? 'dev.app.step.rejected' : 'dev.app.step.approved' }) },
        ]}
      />
      {app && (
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label={<FormattedMessage id="dev.app.status" />}>
            <Tag color={STATUS_COLOR[status]}>
              <FormattedMessage id={`dev.status.${status}`} />
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={<FormattedMessage id="dev.app.submittedAt" />}>{formatDateTime(app.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label={<FormattedMessage id="dev.app.reviewedAt" />}>
            {app.reviewedAt ? (
              formatDateTime(app.reviewedAt)
            ) : result.expectedReviewAt ? (
              <FormattedMessage id="dev.app.expected" values={{ at: formatDateTime(result.expectedReviewAt) }} />
            ) : (
              '-'
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      {status === 'REJECTED' && reason && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          message={<FormattedMessage id={canResubmit ? 'dev.app.rejectedTitle' : 'dev.app.rejectedTitleReadOnly'} />}
          description={reason}
          data-testid="developer-reject-reason"
        />
      )}
    </div>
  );
}
