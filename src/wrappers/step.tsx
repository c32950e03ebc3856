import useRouteMeta from '@/hooks/useRouteMeta';
import { decideStep } from '@/utils/guards';
import { useSearchParams } from '@umijs/max';
import MerchantWrapper from './MerchantWrapper';

/** Onboarding steps in order, no skipping; publishing needs completed onboarding. */
export default function StepWrapper() {
  const { merchant = 'supplier', stepRole = 'onboarding' } = useRouteMeta();
  const [params] = useSearchParams();
  const step = params.get('step');
  return <MerchantWrapper decide={(u, s) => decideStep(u, s, merchant, stepRole, step)} />;
}
