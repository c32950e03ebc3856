import { formatDateTime, formatDuration } from '@/utils/format';
import { LoadingOutlined } from '@ant-design/icons';
import { FormattedMessage } from '@umijs/max';
import { useInterval } from 'ahooks';
import { Alert, Button, Card, Result, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { POLL_INTERVAL_MS } from './usePendingPoll';

interface Props {
  title: ReactNode;
  hint: ReactNode;
  eta?: string;
  lastCheckedAt?: number;
  failures: number;
  checking: boolean;
  onCheckNow: () => void;
  onBack: () => void;
  backText: ReactNode;
}

/** The waiting state: what is pending, that the page moves on by itself, and how long it has been. */
export default function WaitingScreen(p: Props) {
  const [started] = useState(Date.now());
  const [now, setNow] = useState(Date.now());
  useInterval(() => setNow(Date.now()), 1000);
  return (
    <Card style={{ maxWidth: 640, margin: '24px auto' }} data-testid="pending-waiting">
      <Result
        icon={<LoadingOutlined style={{ fontSize: 56 }} spin />}
        title={p.title}
        subTitle={p.hint}
        extra={
          <Space>
            <Button type="primary" onClick={p.onCheckNow} loading={p.checking} data-testid="pending-check-now">
              <FormattedMessage id="dev.pending.checkNow" />
            </Button>
            <Button onClick={p.onBack}>{p.backText}</Button>
          </Space>
        }
      >
        <Space direction="vertical" size={4} style={{ width: '100%', textAlign: 'center' }}>
          <Typography.Text type="secondary">
            <FormattedMessage id="dev.pending.auto" values={{ seconds: POLL_INTERVAL_MS / 1000 }} />
          </Typography.Text>
          <Typography.Text type="secondary">
            <FormattedMessage id="dev.pending.elapsed" values={{ time: formatDuration(now - started) }} />
            {p.lastCheckedAt && (
              <>
                {' · '}
                <FormattedMessage id="dev.pending.lastChecked" values={{ at: formatDateTime(p.lastCheckedAt).slice(11) }} />
              </>
            )}
          </Typography.Text>
          {p.eta && (
            <Typography.Text type="secondary">
              <FormattedMessage id="dev.pending.eta" values={{ at: formatDateTime(p.eta) }} />
            </Typography.Text>
          )}
          {p.failures > 0 && (
            <Alert type="warning" showIcon message={<FormattedMessage id="dev.pending.checkFailed" />} style={{ marginTop: 8 }} />
          )}
        </Space>
      </Result>
    </Card>
  );
}
