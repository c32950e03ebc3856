import type { StsToken } from '@/types';
import { formatDateTime } from '@/utils/format';
import { FormattedMessage } from '@umijs/max';
import { useCountDown } from 'ahooks';
import { Descriptions, Empty, Tag, Typography } from 'antd';

export const formatBytes = (n: number): string =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(n % (1024 * 1024) ? 1 : 0)} MB` : n >= 1024 ? `${Math.round(n / 1024)} KB` : `${n} B`;

/** The temporary credentials in use: what they allow and for how long. */
export default function TokenPanel({ token }: { token?: StsToken }) {
  const [left] = useCountDown({ targetDate: token?.expiration });
  if (!token) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id="dev.upload.noToken" />} />;
  const seconds = Math.round(left / 1000);
  return (
    <Descriptions size="small" column={1} bordered labelStyle={{ width: 130 }} data-testid="upload-token">
      <Descriptions.Item label="accessKeyId">
        <Typography.Text code>{token.accessKeyId}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="securityToken">
        <Typography.Text code>{`${token.securityToken.slice(0, 10)}…`}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="dev.upload.expires" />}>
        {formatDateTime(token.expiration)}{' '}
        {seconds > 0 ? (
          <Tag color={seconds < 120 ? 'warning' : 'success'}>
            <FormattedMessage id="dev.upload.left" values={{ s: seconds }} />
          </Tag>
        ) : (
          <Tag color="error">
            <FormattedMessage id="dev.upload.expired" />
          </Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="dev.upload.bucket" />}>{`${token.bucket} · ${token.region}`}</Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="dev.upload.dir" />}>
        <Typography.Text code>{token.dir}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="dev.upload.maxSize" />}>{formatBytes(token.maxSize)}</Descriptions.Item>
      <Descriptions.Item label={<FormattedMessage id="dev.upload.types" />}>
        {token.allowedTypes.length ? token.allowedTypes.map((t) => <Tag key={t}>{t}</Tag>) : <FormattedMessage id="dev.upload.anyType" />}
      </Descriptions.Item>
    </Descriptions>
  );
}
