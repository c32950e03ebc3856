import { useAccess } from '@/hooks/useCurrentUser';
import type { ResellerStep } from '@/types';
import { RESELLER_STEPS } from '@/utils/guards';
import { useIntl, useSearchParams } from '@umijs/max';
import { Alert, Card, Steps } from 'antd';
import CompletionStep from './auth/CompletionStep';
import InfoStep from './auth/InfoStep';
import RealnameStep from './auth/RealnameStep';
import RechargeStep from './auth/RechargeStep';
import TermsStep from './auth/TermsStep';

const SCREENS: Record<ResellerStep, () => JSX.Element | null> = {
  realname: RealnameStep,
  recharge: RechargeStep,
  terms: TermsStep,
  info: InfoStep,
  completion: CompletionStep,
};

/**
 * Receiver onboarding (SPEC §4): the step guard keeps ?step= within the progress reached, so the
 * page only shows the step the URL names; each step moves the progress on the server.
 */
export default function ResellerOnboarding() {
  const intl = useIntl();
  const { isSub } = useAccess();
  const [params] = useSearchParams();
  const step = (params.get('step') as ResellerStep) ?? 'realname';
  const Screen = SCREENS[step] ?? RealnameStep;
  return (
    <Card>
      <Steps
        size="small"
        current={Math.max(0, RESELLER_STEPS.indexOf(step))}
        items={RESELLER_STEPS.map((s) => ({ title: intl.formatMessage({ id: `reseller.auth.step.${s}` }) }))}
        style={{ marginBottom: 24 }}
        data-testid="auth-steps"
      />
      {/* the steps move the main account's money and role: a sub-account is told why, and shown no step */}
      {isSub ? (
        <Alert type="warning" showIcon message={intl.formatMessage({ id: 'reseller.auth.subAccount' })} data-testid="auth-sub-account" />
      ) : (
        <div data-testid={`auth-step-${step}`}>
          <Screen key={step} />
        </div>
      )}
    </Card>
  );
}
