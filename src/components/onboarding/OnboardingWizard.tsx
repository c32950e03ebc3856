import { useAccess, useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { type Merchant, onboardingUrl } from '@/utils/guards';
import { history, useDispatch, useSearchParams } from '@umijs/max';
import { Alert, Card, Steps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import AgreementStep from './AgreementStep';
import CompletionStep from './CompletionStep';
import DepositStep from './DepositStep';
import RealnameStep from './RealnameStep';
import StoreInfoForm from './StoreInfoForm';
import StepTitle from './StepTitle';
import type { OnboardingRole, OnboardingStep } from './types';

/**
 * After a step's call: reload the user, then show the step its server progress reached
 * (merchantProgress). The step guard reads the same progress, so the next step is let in.
 */
function useAdvance(merchant: Merchant, step: OnboardingStep): () => Promise<void> {
  const dispatch = useDispatch();
  const to = usePrefixedPath();
  const reached = useUserState().currentUser?.merchantProgress?.[merchant];
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked || !reached) return;
    setAsked(false);
    if (reached !== step) history.push(to(onboardingUrl(merchant, reached)));
  }, [asked, reached, step, merchant, to]);
  return useCallback(async () => {
    await dispatch({ type: 'user/fetch' });
    setAsked(true);
  }, [dispatch]);
}

/**
 * One onboarding for both roles: the steps of the role, the one the URL names (the step guard
 * keeps ?step= within the progress reached), and a sub-account told why it is shown none.
 */
export default function OnboardingWizard<V extends object>({ role }: { role: OnboardingRole<V> }) {
  const t = useText();
  const { isSub } = useAccess();
  const [params] = useSearchParams();
  const wanted = params.get('step');
  const step = role.steps.find((s) => s === wanted) ?? role.steps[0];
  const advance = useAdvance(role.merchant, step);

  const screen = () => {
    switch (step) {
      case 'realname':
        return <RealnameStep texts={role.realname} sync={role.sync} advance={advance} />;
      case 'recharge':
        return <DepositStep merchant={role.merchant} sync={role.sync} advance={advance} />;
      case 'terms':
        return <AgreementStep spec={role.agreement} advance={advance} />;
      case 'info':
        return (
          <>
            <StepTitle title={t(role.info.title)} />
            <StoreInfoForm spec={role.info} submitText={t(role.info.submit)} onSaved={advance} />
          </>
        );
      default:
        return <CompletionStep spec={role.completion} />;
    }
  };
  return (
    <Card>
      <Steps
        size="small"
        current={role.steps.indexOf(step)}
        items={role.steps.map((s) => ({ title: t(role.stepTitles[s] ?? s) }))}
        style={{ maxWidth: 820, margin: '0 auto 32px' }}
        data-testid="auth-steps"
      />
      {/* the steps move the main account's money and role: a sub-account is told why, and shown no step */}
      {isSub ? (
        <Alert type="warning" showIcon message={t(role.subAccount)} data-testid="auth-sub-account" />
      ) : (
        <div style={{ maxWidth: 760, margin: '0 auto' }} data-testid={`auth-step-${step}`}>
          <div key={step}>{screen()}</div>
        </div>
      )}
    </Card>
  );
}
