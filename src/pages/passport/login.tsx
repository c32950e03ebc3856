import AuthCard from '@/components/AuthCard';
import { getContinueUrl } from '@/utils/continueUrl';
import { withPrefix } from '@/utils/localePrefix';
import { openLoginDialog } from '@/utils/loginDialog';
import { isAuthenticated } from '@/utils/token';
import { FormattedMessage, Navigate, useLocation } from '@umijs/max';
import { Button, Typography } from 'antd';
import { useEffect } from 'react';

/** /login: the dialog is the sign-in form; this page opens it and explains where it leads. */
export default function LoginPage() {
  const { pathname } = useLocation();
  const signedIn = isAuthenticated();
  useEffect(() => {
    if (!signedIn) openLoginDialog();
  }, [signedIn]);
  if (signedIn) return <Navigate to={getContinueUrl() ?? withPrefix('/', pathname)} replace />;
  return (
    <AuthCard>
      <Typography.Paragraph>
        <FormattedMessage id="session.login.pageHint" />
      </Typography.Paragraph>
      <Button type="primary" onClick={openLoginDialog}>
        <FormattedMessage id="session.login.open" />
      </Button>
    </AuthCard>
  );
}
