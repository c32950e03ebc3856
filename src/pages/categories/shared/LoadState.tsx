import { FormattedMessage } from '@umijs/max';
import { WarningFilled } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export interface LoadStateProps {
  loading: boolean;
  error?: Error;
  empty?: boolean;
  emptyText?: ReactNode;
  onRetry?: () => void;
  /** skeleton rows while loading */
  rows?: number;
  children: ReactNode;
}

/** The designed loading / error / empty states of a block, so no block is ever a blank area. */
export default function LoadState({ loading, error, empty, emptyText, onRetry, rows = 4, children }: LoadStateProps) {
  if (loading) return <Skeleton active title={false} paragraph={{ rows }} />;
  if (error) {
    return (
      // a plain block, not antd's Result: Result brings its full-page illustrations to every page
      <div role="alert" style={{ padding: 16, textAlign: 'center', color: 'rgba(0,0,0,0.65)' }}>
        <WarningFilled style={{ color: '#faad14', marginRight: 8 }} />
        <FormattedMessage id="market.common.loadFailed" />
        {onRetry && (
          <div style={{ marginTop: 8 }}>
            <Button size="small" onClick={onRetry}>
              <FormattedMessage id="market.common.retry" />
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? <FormattedMessage id="market.common.empty" />} />;
  return <>{children}</>;
}
