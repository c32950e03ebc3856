import { FormattedMessage } from '@umijs/max';
import { Button, Empty, Result, Skeleton } from 'antd';
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
      <Result
        status="warning"
        style={{ padding: 16 }}
        subTitle={<FormattedMessage id="market.common.loadFailed" />}
        extra={
          onRetry && (
            <Button size="small" onClick={onRetry}>
              <FormattedMessage id="market.common.retry" />
            </Button>
          )
        }
      />
    );
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? <FormattedMessage id="market.common.empty" />} />;
  return <>{children}</>;
}
