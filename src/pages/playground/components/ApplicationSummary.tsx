import type { DeveloperApplication } from '@/types';
import { FormattedMessage } from '@umijs/max';
import { Descriptions, Typography } from 'antd';

/** What was sent, read-only (while it is being reviewed). */
export default function ApplicationSummary({ app }: { app: DeveloperApplication }) {
  const item = (id: string, value: React.ReactNode) => (
    <Descriptions.Item label={<FormattedMessage id={`dev.app.field.${id}`} />}>{value ?? '-'}</Descriptions.Item>
  );
  return (
    <Descriptions size="small" column={2} bordered style={{ marginTop: 16 }} data-testid="developer-summary">
      {item('applicantType', <FormattedMessage id={`dev.app.type.${app.applicantType}`} />)}
      {item('name', app.name)}
      {item('contactEmail', app.contactEmail)}
      {item('contactPhone', app.contactPhone)}
      {item('website', app.website)}
      {item(
        'redirectUris',
        app.redirectUris.map((u) => (
          <Typography.Text key={u} code style={{ display: 'block' }}>
            {u}
          </Typography.Text>
        )),
      )}
      <Descriptions.Item span={2} label={<FormattedMessage id="dev.app.field.purpose" />}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{app.purpose}</Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}
