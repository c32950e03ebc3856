/** Shared form pieces of SPEC §5: the generic rules with their messages, and the prompt dialog. */
export { default as useFormRules, toAntdRules, useRuleMessages } from './useFormRules';
export { default as PromptDialog, type PromptDialogProps, type PromptOptions } from './PromptDialog';
export { default as usePrompt } from './usePrompt';
export { checkPromptValue, type PromptCheckOptions, type PromptTexts } from './promptCheck';
export type { FieldRule, RuleValueType } from '@/utils/formRules';
export { EMAIL_MAX_LENGTH, URL_MAX_LENGTH } from '@/utils/formRules';
