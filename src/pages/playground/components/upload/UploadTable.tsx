import type { UploadedObject } from '@/types';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Button, Image, Progress, Space, Table, Tag, Typography } from 'antd';
import { formatBytes } from './TokenPanel';

export interface UploadRow {
  uid: string;
  name: string;
  size: number;
  type: string;
  status: 'uploading' | 'done' | 'error' | 'aborted';
  percent: number;
  result?: UploadedObject;
  error?: string;
  abort?: () => void;
}

/** Every upload of this visit: progress while it runs, then the link to the stored object or the reason it failed. */
export default function UploadTable({ rows }: { rows: UploadRow[] }) {
  const intl = useIntl();
  return (
    <Table<UploadRow>
      size="small"
      rowKey="uid"
      dataSource={rows}
      pagination={false}
      data-testid="upload-table"
      locale={{ emptyText: intl.formatMessage({ id: 'dev.upload.empty' }) }}
      columns={[
        {
          title: <FormattedMessage id="dev.upload.col.file" />,
          dataIndex: 'name',
          ellipsis: true,
          render: (_, r) => (
            <Space>
              {r.result && r.type.startsWith('image/') && (
                <Image src={r.result.url} width={32} height={32} style={{ objectFit: 'cover' }} />
              )}
              <span>{r.name}</span>
            </Space>
          ),
        },
        {
          title: <FormattedMessage id="dev.upload.col.size" />,
          dataIndex: 'size',
          width: 90,
          align: 'right',
          render: (v: number) => formatBytes(v),
        },
        {
          title: <FormattedMessage id="dev.upload.col.type" />,
          dataIndex: 'type',
          width: 130,
          ellipsis: true,
          render: (v: string) => v || '-',
        },
        {
          title: <FormattedMessage id="dev.upload.col.status" />,
          dataIndex: 'status',
          width: 220,
          render: (_, r) => {
            if (r.status === 'uploading') return <Progress percent={r.percent} size="small" status="active" />;
            if (r.status === 'done')
              return (
                <Tag color="success">
                  <FormattedMessage id="dev.upload.status.done" />
                </Tag>
              );
            return (
              <Typography.Text type={r.status === 'error' ? 'danger' : 'secondary'} data-testid="upload-error">
                {r.status === 'aborted' ? <FormattedMessage id="dev.upload.status.aborted" /> : r.error}
              </Typography.Text>
            );
          },
        },
        {
          title: <FormattedMessage id="dev.upload.col.link" />,
          width: 200,
          render: (_, r) =>
            r.status === 'uploading' ? (
              <Button size="small" onClick={r.abort}>
                <FormattedMessage id="dev.upload.cancel" />
              </Button>
            ) : r.result ? (
              <Typography.Link
                href={r.result.url}
                target="_blank"
                rel="noopener noreferrer"
                copyable={{ text: new URL(r.result.url, window.location.origin).toString() }}
                data-testid="upload-link"
              >
                <FormattedMessage id="dev.upload.open" />
              </Typography.Link>
            ) : null,
        },
      ]}
    />
  );
}
