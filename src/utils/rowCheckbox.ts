import type { CheckboxProps } from 'antd';

/**
 * A table row's selection checkbox with an accessible name (`getCheckboxProps`): antd passes
 * aria-* through to the input, but its CheckboxProps type does not list them.
 */
export const namedRowCheckbox = (label: string): Partial<CheckboxProps> & { 'aria-label': string } => ({ 'aria-label': label });
