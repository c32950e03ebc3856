import { useIntl } from '@umijs/max';
import { Alert, Button, Result } from 'antd';

interface Props {
  error?: Error;
  onRetry: () => void;
  /** inside a card: an Alert instead of a full Result */
  compact?: boolean;
}

/**
 * What a receiver-workspace block shows when its data could not be loaded, so a failed call never
 * leaves a blank area or an endless skeleton: the reason and a retry.
 */
export default function LoadFailed({ error, onRetry, compact }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'reseller.common.loadFailed' });
  const retry = (
    <Button size={compact ? 'small' : 'middle'} onClick={onRetry} data-testid="load-retry">
      {intl.formatMessage({ id: 'common.retry' })}
    </Button>
  );
  return (
    // antd's Result passes no data-* attribute on: the wrapper carries the test id
    <div data-testid="load-failed">
      {compact ? (
        <Alert type="error" showIcon message={title} description={error?.message} action={retry} />
      ) : (
        <Result status="error" title={title} subTitle={error?.message} extra={retry} />
      )}
    </div>
  );
}
