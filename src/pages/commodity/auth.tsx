import OnboardingWizard from '@/components/onboarding/OnboardingWizard';
import type { OnboardingRole } from '@/components/onboarding/types';
import { supplierStoreInfo } from '@/components/supplier/SupplierInfoFields';
import { SUPPLIER_AGREEMENT_VERSION } from '@/constants/commodity';
import { acceptSupplierAgreement, getSupplierSetting } from '@/services/supplier';
import type { SupplierInfoInput } from '@/types';
import { SUPPLIER_STEPS } from '@/utils/guards';

/** Supplier onboarding (SPEC §2): realname → terms (publish commodity agreement) → info → completion. */
const supplier: OnboardingRole<SupplierInfoInput> = {
  merchant: 'supplier',
  steps: SUPPLIER_STEPS,
  stepTitles: {
    realname: 'supplier.auth.step.realname',
    terms: 'supplier.auth.step.terms',
    info: 'supplier.auth.step.info',
    completion: 'supplier.auth.step.completion',
  },
  subAccount: 'supplier.auth.sub',
  // reading the settings moves the progress past the realname step once the real name is verified
  sync: getSupplierSetting,
  realname: { title: 'supplier.auth.realname.title', body: 'supplier.auth.realname.body' },
  agreement: {
    title: 'supplier.auth.terms.title',
    titleValues: { version: SUPPLIER_AGREEMENT_VERSION },
    clauses: [
      'supplier.auth.terms.p1',
      'supplier.auth.terms.p2',
      'supplier.auth.terms.p3',
      'supplier.auth.terms.p4',
      'supplier.auth.terms.p5',
    ],
    agree: 'supplier.auth.terms.agree',
    submit: 'onboarding.next',
    readToEnd: true,
    accept: ({ agreed }) => acceptSupplierAgreement({ agreed, version: SUPPLIER_AGREEMENT_VERSION }),
  },
  info: { ...supplierStoreInfo, title: 'supplier.auth.info.title', submit: 'supplier.auth.info.submit' },
  completion: {
    title: 'supplier.auth.done.title',
    body: 'supplier.auth.done.body',
    store: (user) => user?.supplierInfo?.storeName ?? '',
    publish: { text: 'supplier.auth.done.publish', to: '/commodity/new' },
    list: { text: 'supplier.auth.done.list', to: '/commodity' },
  },
};

export default function SupplierOnboarding() {
  return <OnboardingWizard role={supplier} />;
}
