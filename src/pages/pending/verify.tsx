import usePrefixedPath from '@/hooks/usePrefixedPath';
import { toast } from '@/utils/toast';
import { FormattedMessage, history, useDispatch, useIntl, useSearchParams } from '@umijs/max';
import { Button, Card, Result } from 'antd';
import { useState } from 'react';
import { nextPath } from './components/nextPath';
import usePendingPoll, { type PendingVerdict } from './components/usePendingPoll';
import { isVerifyKind, VERIFY_SOURCES } from './components/verifySources';
import WaitingScreen from './components/WaitingScreen';

/**
 * /pending/verifyPending?kind=developer|realname[&next=/path]: waits for a review and moves on by
 * itself when its state changes (approved → success toast, rejected → warning), to `next` or the
 * page of that verification.
 */
export default function VerifyPending() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const raw = params.get('kind');
  const kind = isVerifyKind(raw) ? raw : 'developer';
  const source = VERIFY_SOURCES[kind];
  const target = to(nextPath(params.get('next'), source.next));
  const [idle, setIdle] = useState(false);

  const onSettled = (v: PendingVerdict) => {
    if (v.state === 'idle') {
      setIdle(true);
      return;
    }
    if (v.state !== 'done') return;
    dispatch({ type: 'user/fetch' }); // approvals change the user's flags
    const text = intl.formatMessage({ id: `dev.pending.${kind}.${v.outcome}` });
    if (v.outcome === 'success') toast.success(text);
    else toast.warning(text);
    history.replace(target);
  };
  const poll = usePendingPoll(source.check, onSettled);
  const verdict = poll.verdict;

  if (idle) {
    return (
      <Card style={{ maxWidth: 640, margin: '24px auto' }} data-testid="pending-idle">
        <Result
          status="info"
          title={<FormattedMessage id={`dev.pending.${kind}.idle`} />}
          extra={
            <Button type="primary" onClick={() => history.push(target)}>
              <FormattedMessage id={`dev.pending.${kind}.go`} />
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <WaitingScreen
      title={<FormattedMessage id={`dev.pending.${kind}.title`} />}
      hint={<FormattedMessage id={`dev.pending.${kind}.hint`} />}
      eta={verdict?.state === 'waiting' ? verdict.eta : undefined}
      lastCheckedAt={poll.lastCheckedAt}
      failures={poll.failures}
      checking={poll.loading}
      onCheckNow={poll.checkNow}
      onBack={() => history.push(target)}
      backText={<FormattedMessage id={`dev.pending.${kind}.go`} />}
    />
  );
}
