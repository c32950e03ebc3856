import { browserPath } from '@/microapp/base';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { DeveloperClient } from '@/types';
import { formatDateTime } from '@/utils/format';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { FormattedMessage, history } from '@umijs/max';
import { Alert, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { isRedirectRegistered, testerRedirectUri } from './oauth2/flow';

const mask = (secret: string) => `${secret.slice(0, 6)}${'•'.repeat(Math.max(4, secret.length - 10))}${secret.slice(-4)}`;

/** The OAuth2 client of an approved application; the secret stays masked until asked for. */
export default function ClientCredentials({ client }: { client: DeveloperClient }) {
  const to = usePrefixedPath();
  const [shown, setShown] = useState(false);
  // the tester sends its own address as redirect_uri; the provider refuses one not registered as is
  const testerUri = testerRedirectUri(window.location.origin, browserPath(to('/playground/oauth2')));
  const testerRegistered = isRedirectRegistered(testerUri, client.redirectUris);
  return (
    <div data-testid="developer-client">
      <Descriptions size="small" column={1} bordered labelStyle={{ width: 140 }}>
        <Descriptions.Item label="client_id">
          <Typography.Text copyable code data-testid="developer-client-id">
            {client.clientId}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="client_secret">
          <Space size={4}>
            <Typography.Text code copyable={{ text: client.clientSecret }}>
              {shown ? client.clientSecret : mask(client.clientSecret)}
            </Typography.Text>
            <Button size="small" type="text" icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />} onClick={() => setShown((v) => !v)}>
              <FormattedMessage id={shown ? 'dev.client.hide' : 'dev.client.show'} />
            </Button>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={<FormattedMessage id="dev.app.field.redirectUris" />}>
          <Space direction="vertical" size={0}>
            {client.redirectUris.map((u) => (
              <Typography.Text key={u} code>
                {u}
              </Typography.Text>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={<FormattedMessage id="dev.client.scopes" />}>
          {client.scopes.map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={<FormattedMessage id="dev.client.createdAt" />}>{formatDateTime(client.createdAt)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
        <FormattedMessage id="dev.client.secretHint" />
      </Typography.Paragraph>
      {!testerRegistered && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="developer-tester-uri-missing"
          message={<FormattedMessage id="dev.client.testerUriMissing" />}
          description={
            <FormattedMessage
              id="dev.client.testerUriHint"
              values={{
                uri: (
                  <Typography.Text code copyable>
                    {testerUri}
                  </Typography.Text>
                ),
              }}
            />
          }
        />
      )}
      <Button type="primary" onClick={() => history.push(`${to('/playground/oauth2')}?client_id=${encodeURIComponent(client.clientId)}`)}>
        <FormattedMessage id="dev.client.tryIt" />
      </Button>
    </div>
  );
}
