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

export const AXE_EXCEPTIONS: AxeException[] = [];
