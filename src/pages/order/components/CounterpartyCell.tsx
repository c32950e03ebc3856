import type { ListMark, OrderParty, RiskWarning } from '@/types';
import { SafetyCertificateOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import useText from './useText';

interface Props {
  party: OrderParty;
  mark?: ListMark;
  risk?: RiskWarning;
}

const RISK_COLOR = { LOW: 'gold', MEDIUM: 'orange', HIGH: 'red' } as const;

/** The other party: store (or name), its white/black mark and its risk badge (C5). */
export default function CounterpartyCell({ party, mark, risk }: Props) {
  const t = useText();
  const reasons = risk?.reasons.map((r) => t(`trade.risk.reason.${r}`)).join(t('trade.common.reasonSep'));
  return (
    <Space size={4} wrap={false}>
      <span style={{ display: 'inline-block', maxWidth: 110, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }} title={`${party.storeName ?? party.name} (${party.id})`}>
        {party.storeName || party.name}
      </span>
      {mark === 'WHITE' ? (
        <Tooltip title={t('trade.mark.WHITE')}>
          <SafetyCertificateOutlined style={{ color: '#52c41a' }} aria-label={t('trade.mark.WHITE')} />
        </Tooltip>
      ) : null}
      {mark === 'BLACK' ? (
        <Tooltip title={t('trade.mark.BLACK')}>
          <StopOutlined style={{ color: '#ff4d4f' }} aria-label={t('trade.mark.BLACK')} />
        </Tooltip>
      ) : null}
      {risk ? (
        <Tooltip title={`${t(`trade.risk.${risk.level}`)}: ${reasons}`}>
          <Tag color={RISK_COLOR[risk.level]} style={{ marginInlineEnd: 0, paddingInline: 4 }} data-testid="risk-badge" aria-label={t(`trade.risk.${risk.level}`)}>
            <WarningOutlined />
          </Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}
