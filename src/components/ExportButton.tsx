import { downloadFile, type DownloadOptions } from '@/utils/download';
import { t } from '@/utils/i18n';
import { toast } from '@/utils/toast';
import { DownloadOutlined } from '@ant-design/icons';
import { FormattedMessage } from '@umijs/max';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';

interface Props extends Omit<DownloadOptions, 'onProgress'> {
  url: string;
  /** defaults to the common "Export Excel" label */
  label?: React.ReactNode;
}

// the bar shows only while a sized file downloads: it loads when the pointer or focus reaches the button
const loadProgress = () => import('antd/es/progress');
const Progress = lazy(loadProgress);
const preloadProgress = () => {
  // a failed preload shows nothing: rendering the bar loads it again and its Suspense shows the percent
  loadProgress().catch(() => undefined);
};

/** Exports the current filter as a real .xlsx, with progress while it downloads. */
export default function ExportButton({ url, label, fallbackName, ...options }: Props) {
  const [busy, setBusy] = useState(false);
  // percent when the server sent a size, else only the bytes received so far
  const [progress, setProgress] = useState<{ percent?: number; loaded: number }>();
  const run = async () => {
    setBusy(true);
    setProgress({ loaded: 0 });
    try {
      const name = await downloadFile(url, {
        ...options,
        fallbackName,
        onProgress: (r, loaded) => setProgress({ percent: r === undefined ? undefined : Math.round(r * 100), loaded }),
      });
      toast.success(t('common.download.saved', { name }));
    } catch {
      // downloadFile rejects only after the pipeline or downloadFile itself showed the failure
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  };
  return (
    <Space size={8}>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={run}
        onPointerEnter={preloadProgress}
        onFocus={preloadProgress}
        data-testid="export-button"
        aria-busy={busy}
      >
        {label ?? <FormattedMessage id="common.export" />}
      </Button>
      {busy && progress?.percent !== undefined ? (
        <Suspense fallback={<span data-testid="export-progress">{progress.percent}%</span>}>
          <Progress
            percent={progress.percent}
            size="small"
            style={{ width: 120 }}
            aria-label={t('common.download.progress')}
            data-testid="export-progress"
          />
        </Suspense>
      ) : null}
      {busy && progress && progress.percent === undefined && progress.loaded > 0 ? (
        <span role="status" data-testid="export-progress">
          {t('common.download.received', { size: `${Math.ceil(progress.loaded / 1024)} KB` })}
        </span>
      ) : null}
    </Space>
  );
}
