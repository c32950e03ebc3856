import { FormattedMessage } from '@umijs/max';
import { Button, Result, Spin } from 'antd';

export type GuardNoticeKind = 'login' | 'realName' | 'subUser' | 'wait';

interface Props {
  kind: GuardNoticeKind;
  onAction?: () => void;
}

/** What a guard shows instead of the page: why it is refused, and the way on. */
export default function GuardNotice({ kind, onAction }: Props) {
  if (kind === 'wait') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }} data-testid="guard-wait">
        <Spin />
      </div>
    );
  }
  return (
    <div data-testid={`guard-${kind}`}>
      <Result
        status={kind === 'subUser' ? '403' : 'info'}
        title={<FormattedMessage id={`guard.${kind}.title`} />}
        subTitle={<FormattedMessage id={`guard.${kind}.detail`} />}
        extra={
          onAction ? (
            <Button type="primary" onClick={onAction}>
              <FormattedMessage id={`guard.${kind}.action`} />
            </Button>
          ) : null
        }
      />
    </div>
  );
}
