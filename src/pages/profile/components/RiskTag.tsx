import { RISK_LEVEL_COLOR } from '@/constants/account';
import type { RiskWarning } from '@/types';
import { WarningOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import useText from '@/hooks/useText';

/** A risk badge with the reasons in its tooltip; nothing when there is no warning. */
export default function RiskTag({ warning }: { warning?: RiskWarning }) {
  const t = useText();
  if (!warning) return null;
  return (
    <Tooltip title={warning.reasons.map((r) => t(`account.risk.reason.${r}`, undefined, r)).join('；')}>
      <Tag color={RISK_LEVEL_COLOR[warning.level]} icon={<WarningOutlined />} data-testid={`risk-${warning.userId}`}>
        {t(`account.risk.level.${warning.level}`)}
      </Tag>
    </Tooltip>
  );
}
