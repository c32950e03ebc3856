import OnboardingWizard from '@/components/onboarding/OnboardingWizard';
import type { OnboardingRole } from '@/components/onboarding/types';
import ResellerInfoFields from '@/components/reseller/ResellerInfoFields';
import { RESELLER_QUIZ } from '@/domain/reseller/facts';
import { acceptResellerAgreement, saveResellerInfo, syncResellerMerchant } from '@/services/reseller';
import type { ResellerInfoInput } from '@/types';
import { RESELLER_STEPS } from '@/utils/guards';

/** Receiver onboarding (SPEC §2): realname → recharge (deposit of 200) → terms (agreement and quiz) → info → completion. */
const reseller: OnboardingRole<ResellerInfoInput> = {
  merchant: 'reseller',
  steps: RESELLER_STEPS,
  stepTitles: {
    realname: 'reseller.auth.step.realname',
    recharge: 'reseller.auth.step.recharge',
    terms: 'reseller.auth.step.terms',
    info: 'reseller.auth.step.info',
    completion: 'reseller.auth.step.completion',
  },
  subAccount: 'reseller.auth.subAccount',
  sync: syncResellerMerchant,
  realname: { title: 'reseller.auth.realname.title', body: 'reseller.auth.realname.body' },
  agreement: {
    title: 'reseller.auth.terms.title',
    clauses: [
      'reseller.auth.terms.p1',
      'reseller.auth.terms.p2',
      'reseller.auth.terms.p3',
      'reseller.auth.terms.p4',
      'reseller.auth.terms.p5',
    ],
    agree: 'reseller.auth.terms.agree',
    submit: 'reseller.auth.terms.submit',
    quiz: { questions: RESELLER_QUIZ, textPrefix: 'reseller.quiz' },
    // the quiz's refusal is shown on its questions, not as a toast
    accept: (values) => acceptResellerAgreement(values, { skipErrorHandler: true }),
  },
  info: {
    fields: <ResellerInfoFields />,
    initialValues: (user) => ({
      storeName: user?.resellerInfo?.storeName,
      storeUrl: user?.resellerInfo?.storeUrl,
      contactQq: user?.contactQq,
      contactPhone: user?.contactPhone,
    }),
    save: (v) => saveResellerInfo({ ...v, storeUrl: v.storeUrl.trim().toLowerCase(), storeName: v.storeName.trim() }),
    title: 'reseller.auth.info.title',
    submit: 'reseller.auth.info.submit',
  },
  completion: {
    title: 'reseller.auth.completion.title',
    body: 'reseller.auth.completion.body',
    store: (user) => user?.resellerInfo?.storeName ?? '',
    publish: { text: 'reseller.auth.completion.publish', to: '/demand/new' },
    list: { text: 'reseller.auth.completion.manage', to: '/demand' },
  },
};

export default function ResellerOnboarding() {
  return <OnboardingWizard role={reseller} />;
}
