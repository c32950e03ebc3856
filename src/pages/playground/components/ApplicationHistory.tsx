import type { DeveloperApplication } from '@/types';
import { formatDateTime } from '@/utils/format';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Table, Tag } from 'antd';
import { STATUS_COLOR } from './statusMeta';

/** Earlier applications (before a resubmission), newest first. */
export default function ApplicationHistory({ items }: { items: DeveloperApplication[] }) {
  const intl = useIntl();
  return (
    <Table<DeveloperApplication>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={items}
      locale={{ emptyText: intl.formatMessage({ id: 'dev.app.historyEmpty' }) }}
      columns={[
        {
          title: <FormattedMessage id="dev.app.submittedAt" />,
          dataIndex: 'submittedAt',
          width: 150,
          render: (v: string) => formatDateTime(v),
        },
        {
          title: <FormattedMessage id="dev.app.status" />,
          dataIndex: 'status',
          width: 90,
          render: (v: DeveloperApplication['status']) => (
            <Tag color={STATUS_COLOR[v]}>
              <FormattedMessage id={`dev.status.${v}`} />
            </Tag>
          ),
        },
        {
          title: <FormattedMessage id="dev.app.reason" />,
          dataIndex: 'rejectReason',
          ellipsis: true,
          render: (_: unknown, r) =>
            r.rejectCode && intl.messages[`dev.app.reject.${r.rejectCode}`]
              ? intl.formatMessage({ id: `dev.app.reject.${r.rejectCode}` })
              : (r.rejectReason ?? '-'),
        },
      ]}
    />
  );
}
