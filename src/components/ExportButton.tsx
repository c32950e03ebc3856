import { downloadFile, type DownloadOptions } from '@/utils/download';
import { DownloadOutlined } from '@ant-design/icons';
import { FormattedMessage } from '@umijs/max';
import { Button, Progress, Space } from 'antd';
import { useState } from 'react';

interface Props extends Omit<DownloadOptions, 'onProgress'> {
  url: string;
  /** defaults to the common "Export Excel" label */
  label?: React.ReactNode;
}

/** Exports the current filter as a real .xlsx, with progress while it downloads. */
export default function ExportButton({ url, label, fallbackName, ...options }: Props) {
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | undefined>();
  const run = async () => {
    setBusy(true);
    setPercent(0);
    try {
      await downloadFile(url, { ...options, fallbackName, onProgress: (r) => setPercent(r === undefined ? undefined : Math.round(r * 100)) });
    } catch {
      // the request pipeline already told the user
    } finally {
      setBusy(false);
      setPercent(undefined);
    }
  };
  return (
    <Space size={8}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid="export-button">
        {label ?? <FormattedMessage id="common.export" />}
      </Button>
      {busy && percent !== undefined ? <Progress percent={percent} size="small" style={{ width: 120 }} /> : null}
    </Space>
  );
}
