import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { history } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import type { CompletionSpec } from './types';

/** The role is open: on to the first listing, or to the role's list. */
export default function CompletionStep({ spec }: { spec: CompletionSpec }) {
  const t = useText();
  const to = usePrefixedPath();
  const { currentUser } = useUserState();
  return (
    // antd's Result passes no data-* attribute on: the wrapper carries the test id
    <div data-testid="auth-done">
      <Result
        status="success"
        title={t(spec.title)}
        subTitle={t(spec.body, { store: spec.store(currentUser) })}
        extra={
          <Space>
            <Button type="primary" onClick={() => history.push(to(spec.publish.to))} data-testid="auth-publish">
              {t(spec.publish.text)}
            </Button>
            <Button onClick={() => history.push(to(spec.list.to))}>{t(spec.list.text)}</Button>
          </Space>
        }
      />
    </div>
  );
}
