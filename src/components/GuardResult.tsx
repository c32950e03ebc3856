import { FormattedMessage } from '@umijs/max';
import { Button, Result } from 'antd';

interface Props {
  /** GuardNotice's kinds but 'wait' (spelled out: GuardNotice loads this file) */
  kind: 'login' | 'realName' | 'subUser';
  onAction?: () => void;
}

/** The refusal itself (antd Result and its illustrations): loaded only when a guard refuses. */
export default function GuardResult({ kind, onAction }: Props) {
  return (
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
  );
}
