import { Space, Tag, Typography } from 'antd';
import type { ProbeResult } from './probe';

/** One HTTP exchange as the tester shows it: status, time, then the body as JSON. */
export default function JsonBlock({ result, testId }: { result: ProbeResult<unknown>; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Space size={6} style={{ marginBottom: 4 }}>
        <Tag color={result.ok ? 'success' : 'error'}>HTTP {result.status || '—'}</Tag>
        <Typography.Text type="secondary">{result.ms} ms</Typography.Text>
      </Space>
      <pre style={{ margin: 0, padding: 8, maxHeight: 260, overflow: 'auto', background: '#f6f8fa', borderRadius: 4, fontSize: 12 }}>
        {JSON.stringify(result.body, null, 2)}
      </pre>
    </div>
  );
}
