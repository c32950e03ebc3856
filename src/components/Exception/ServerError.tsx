import usePrefixedPath from '@/hooks/usePrefixedPath';
import { FormattedMessage, history } from '@umijs/max';
import { Button, Result } from 'antd';

export default function ServerError() {
  const to = usePrefixedPath();
  return (
    <Result
      status="500"
      title="500"
      subTitle={<FormattedMessage id="common.error.500" />}
      data-testid="server-error"
      extra={
        <Button type="primary" onClick={() => history.push(to('/'))}>
          <FormattedMessage id="common.backHome" />
        </Button>
      }
    />
  );
}
