import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getChatUnreadList, initChatAccount } from '@/services/chat';
import { isWireSide, orderSideOf, wireSideOf, type OrderSide } from '@/domain/trade/codes';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { errorText } from '@/utils/reportError';
import { FormattedMessage, history, useDispatch, useIntl, useSearchParams } from '@umijs/max';
import { Button, Card, Result, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextPath } from './components/nextPath';
import usePendingPoll, { type PendingVerdict } from './components/usePendingPoll';
import WaitingScreen from './components/WaitingScreen';

/** Where each side's chat lives once the account exists. */
const DEFAULT_NEXT: Record<OrderSide, string> = { purchase: '/order/purchased', sales: '/order/sold' };

/**
 * /pending/accountCreatePending?side=buy|sell[&next=/path]: creates the user's chat (IM) account
 * of one side (A/customers/createImAccount) and waits until it exists (the side's account in
 * B/chat/order/unread/list), then moves on. Creation may be asynchronous on a real backend, hence
 * the polling; a failure shows SPEC §8's text with the error title and a retry.
 */
export default function AccountCreatePending() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const wire = params.get('side');
  const side: OrderSide = orderSideOf(isWireSide(wire) ? wire : 'buy');
  const target = to(nextPath(params.get('next'), DEFAULT_NEXT[side]));
  const [failure, setFailure] = useState<string>();
  const [created, setCreated] = useState(false);
  const started = useRef(false);

  const create = useCallback(() => {
    setFailure(undefined);
    initChatAccount(side)
      .then(() => setCreated(true))
      .catch((e: unknown) => setFailure(e instanceof RequestError ? (e.body?.title ?? e.message) : errorText(e))); // shown on the page with a retry
  }, [side]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create();
  }, [create]);

  const check = async (): Promise<PendingVerdict> => {
    const { accounts } = await getChatUnreadList();
    return accounts[side] ? { state: 'done', outcome: 'success' } : { state: 'waiting' };
  };
  const onSettled = () => {
    dispatch({ type: 'user/fetch' });
    toast.success(intl.formatMessage({ id: `dev.pending.account.ready.${wireSideOf(side)}` }));
    history.replace(target);
  };
  const poll = usePendingPoll(check, onSettled, created);

  if (failure) {
    return (
      <Card style={{ maxWidth: 640, margin: '24px auto' }} data-testid="pending-failed">
        <Result
          status="error"
          title={<FormattedMessage id="dev.pending.account.failed" />}
          subTitle={failure}
          extra={
            <Space>
              <Button type="primary" onClick={create}>
                <FormattedMessage id="dev.retry" />
              </Button>
              <Button onClick={() => history.push(to('/'))}>
                <FormattedMessage id="common.backHome" />
              </Button>
            </Space>
          }
        />
      </Card>
    );
  }
  return (
    <WaitingScreen
      title={<FormattedMessage id={`dev.pending.account.title.${side}`} />}
      hint={<FormattedMessage id="dev.pending.account.hint" />}
      lastCheckedAt={poll.lastCheckedAt}
      failures={poll.failures}
      checking={poll.loading}
      onCheckNow={poll.checkNow}
      onBack={() => history.push(to('/'))}
      backText={<FormattedMessage id="common.backHome" />}
    />
  );
}
