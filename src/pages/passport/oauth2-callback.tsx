import usePrefixedPath from '@/hooks/usePrefixedPath';
import { oauth2Login, type OAuth2CallbackQuery } from '@/services/auth';
import { completeSignIn } from '@/utils/session';
import { FormattedMessage, history, useParams, useSearchParams } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

const MOCK_MODE = process.env.OAUTH2_MOCK === '1';

/** Pure: reads code (or auth_code) and state; in mock mode providerUid stands in for them. */
export function callbackQuery(params: URLSearchParams, mockMode: boolean): { query: OAuth2CallbackQuery; mock: boolean } | undefined {
  const providerUid = params.get('providerUid') ?? undefined;
  if (mockMode && providerUid) return { query: { providerUid }, mock: true };
  const code = params.get('code') ?? params.get('auth_code') ?? undefined;
  const state = params.get('state') ?? undefined;
  return code && state ? { query: { code, state }, mock: false } : undefined;
}

/** /login/oauth2/code/{provider}: exchanges the provider's answer for tokens, then loads the user. */
export default function OAuth2CallbackPage() {
  const { provider = '' } = useParams<{ provider: string }>();
  const [params] = useSearchParams();
  const to = usePrefixedPath();
  const [failed, setFailed] = useState<'missing' | 'failed' | undefined>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const parsed = callbackQuery(params, MOCK_MODE);
    if (!parsed) {
      setFailed('missing');
      return;
    }
    oauth2Login(provider, parsed.query, parsed.mock)
      .then((res) => completeSignIn(res, false))
      .catch(() => setFailed('failed'));
  }, [provider, params]);

  if (!failed) {
    return <Result icon={<Spin size="large" />} title={<FormattedMessage id="session.oauth2.working" />} />;
  }
  return (
    <Result
      status="warning"
      title={<FormattedMessage id="session.oauth2.failed" />}
      subTitle={failed === 'missing' ? <FormattedMessage id="session.oauth2.missing" /> : undefined}
      extra={
        <Button type="primary" onClick={() => history.push(to('/'))}>
          <FormattedMessage id="common.backHome" />
        </Button>
      }
    />
  );
}
