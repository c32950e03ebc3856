import useText from '@/hooks/useText';
import type { Bargaining } from '@/types';
import { RobotOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { ruleText } from './ruleText';

/** On a bargaining record answered by a rule: which rule, with its setting. */
export default function AutoRuleTag({ b }: { b: Bargaining }) {
  const t = useText();
  if (!b.autoRule) return null;
  // the answer the rule gave is the status it left (a later use or lapse keeps the rule's word)
  const verb = b.autoRule.rule === 'REJECT_SHARE' ? 'REJECTED' : 'AGREED';
  return (
    <Tag icon={<RobotOutlined />} color="purple" data-testid="bargain-auto-rule" data-rule={b.autoRule.rule}>
      {t(`automation.auto.${verb}`, { rule: ruleText(t, b.autoRule.rule, b.autoRule.value) })}
    </Tag>
  );
}
