import type { CurrentUser, ResellerStep } from '@/types';
import type { Merchant } from '@/utils/guards';
import type { ReactNode } from 'react';

/**
 * How one role's onboarding is configured (SPEC §2 and §4: supplier realname → terms → info →
 * completion, receiver realname → recharge → terms → info → completion). Text fields hold locale
 * keys; the wizard shows every step the same way for both roles.
 */

/** Every step a role may have; a role walks the subset of its guard's list (src/utils/guards). */
export type OnboardingStep = ResellerStep;

/** What the wizard hands each step: go on to the step the server's progress has reached. */
export interface StepProps {
  advance: () => Promise<void>;
}

/** The store details form: the info step, and the role's settings page. */
export interface StoreInfoSpec<V> {
  /** the role's fields, rendered inside the form */
  fields: ReactNode;
  initialValues: (user: CurrentUser | undefined) => Partial<V>;
  save: (values: V) => Promise<unknown>;
}

export interface QuizSpec {
  questions: ReadonlyArray<{ id: string; options: readonly string[] }>;
  /** texts are `<prefix>.<question>.title` and `<prefix>.<question>.<option>` */
  textPrefix: string;
}

export interface AgreementValues {
  agreed?: boolean;
  answers?: Record<string, string>;
}

export interface AgreementSpec {
  title: string;
  titleValues?: Record<string, string>;
  clauses: readonly string[];
  agree: string;
  submit: string;
  /** the tick is offered only once the text was scrolled to its end */
  readToEnd?: boolean;
  /** questions about the agreement that must all be answered right (the server holds the key) */
  quiz?: QuizSpec;
  /** A refusal with violations on `agreed` or `answers.<question>` is marked on those fields. */
  accept: (values: { agreed: boolean; answers: Record<string, string> }) => Promise<unknown>;
}

export interface CompletionSpec {
  title: string;
  /** takes `{store}` */
  body: string;
  store: (user: CurrentUser | undefined) => string;
  publish: { text: string; to: string };
  list: { text: string; to: string };
}

export interface OnboardingRole<V> {
  merchant: Merchant;
  /** the step list, in order: the same list the step guard walks */
  steps: readonly OnboardingStep[];
  stepTitles: Partial<Record<OnboardingStep, string>>;
  /** why a sub-account is shown no step (the steps act for the main account) */
  subAccount: string;
  /** moves the server's progress past every step already satisfied (a verified real name, a paid deposit) */
  sync: () => Promise<unknown>;
  realname: { title: string; body: string };
  agreement: AgreementSpec;
  info: StoreInfoSpec<V> & { title: string; submit: string };
  completion: CompletionSpec;
}
