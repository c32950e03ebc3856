import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

export type GuardNoticeKind = 'login' | 'realName' | 'subUser' | 'wait';

// every guarded page imports this; the refusal's antd Result weighs ~10 KiB gzip and shows rarely
const GuardResult = lazy(() => import('./GuardResult'));

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
      <Suspense fallback={null}>
        <GuardResult kind={kind} onAction={onAction} />
      </Suspense>
    </div>
  );
}
