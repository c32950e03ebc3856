/**
 * The only place where an axe-core finding is accepted, each with its reason. A rule is never
 * turned off: an entry names the rule, the element (a pattern of its CSS selector) and optionally
 * the page.
 */
export interface AxeException {
  rule: string;
  target: RegExp;
  path?: RegExp;
  reason: string;
}

export const AXE_EXCEPTIONS: AxeException[] = [
  {
    rule: 'aria-allowed-attr',
    target: /\.ant-select/,
    reason:
      "antd 5's Form.Item gives a required field's control aria-required; for a Select it lands on the Select's " +
      'outer <div> (no role), not on its combobox input. The field still shows the required mark and is validated; ' +
      'nothing in our code can move the attribute (Form.Item sets it after the props we pass).',
  },
  {
    rule: 'scrollable-region-focusable',
    target: /\.ant-table-empty/,
    reason:
      'an empty antd table with a horizontal scroll keeps its scroll container, which then holds only the ' +
      '"No data" line; antd pins that line in view, so nothing is out of reach of the keyboard.',
  },
];
