import useText from '@/hooks/useText';
import { WarningFilled } from '@ant-design/icons';
import { Button, Empty, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { palette } from '@/constants/palette';

export interface LoadStateProps {
  /** the load is running and there is nothing to show yet (pass `loading && !data` to keep shown data during a refresh) */
  loading?: boolean;
  /** the load failed: its state replaces the children */
  error?: unknown;
  /** offered as the retry button of the failed state */
  onRetry?: () => void;
  /** the load answered nothing to show */
  empty?: boolean;
  emptyText?: ReactNode;
  /** skeleton rows while loading */
  rows?: number;
  /** more actions beside the retry (e.g. back to a list) */
  extra?: ReactNode;
  children?: ReactNode;
}

const failedStyle = { padding: 16, textAlign: 'center' as const, color: 'rgba(0,0,0,0.65)' };

/**
 * The one loading / failed / empty state of a block or a page, so a load never leaves a blank area
 * or an endless skeleton. A plain block, not antd's Result: Result brings its full-page
 * illustrations to every page that shows a load state (the home page among them).
 */
export default function LoadState({ loading, error, onRetry, empty, emptyText, rows = 4, extra, children }: LoadStateProps) {
  const t = useText();
  if (loading) return <Skeleton active title={false} paragraph={{ rows }} />;
  if (error) {
    return (
      <div role="alert" style={failedStyle} data-testid="load-failed">
        <WarningFilled style={{ color: palette.warningIcon, marginRight: 8 }} />
        {t('market.common.loadFailed')}
        {onRetry || extra ? (
          <div style={{ marginTop: 8 }}>
            <Space>
              {onRetry ? (
                <Button size="small" onClick={onRetry} data-testid="load-retry">
                  {t('market.common.retry')}
                </Button>
              ) : null}
              {extra}
            </Space>
          </div>
        ) : null}
      </div>
    );
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('market.common.empty')} />;
  return <>{children}</>;
}
