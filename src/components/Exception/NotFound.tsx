import usePrefixedPath from '@/hooks/usePrefixedPath';
import { FormattedMessage, history, useLocation } from '@umijs/max';
import { Button, Result } from 'antd';

/** SPEC §8: unmatched route or failed route check → 404 'Page Not Found: {path}'. */
export default function NotFound() {
  const { pathname } = useLocation();
  const to = usePrefixedPath();
  return (
    <Result
      status="404"
      title="404"
      subTitle={<span data-testid="not-found">{`Page Not Found: ${pathname}`}</span>}
      extra={
        <Button type="primary" onClick={() => history.push(to('/'))}>
          <FormattedMessage id="common.backHome" />
        </Button>
      }
    />
  );
}
