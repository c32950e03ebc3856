import type { MerchantKpi } from '@/types';
import { formatDuration, formatPercent } from '@/utils/format';
import { isNewMerchant } from '@/utils/market';
import { useIntl } from '@umijs/max';
import { Badge, Tag, Tooltip, Typography } from 'antd';
import useText from '@/hooks/useText';

/** Completion rate, average trade time and presence of a merchant, compact for table cells. */
export default function MerchantKpiLine({ kpi }: { kpi: MerchantKpi }) {
  const intl = useIntl();
  const m = useText();
  const presence = <Badge status={kpi.online ? 'success' : 'default'} title={m(kpi.online ? 'market.kpi.online' : 'market.kpi.offline')} />;
  if (isNewMerchant(kpi)) {
    return (
      <div style={{ fontSize: 12, lineHeight: 1.4 }}>
        <Tooltip title={m('market.kpi.newStore.hint')}>
          <Tag color="green" style={{ marginInlineEnd: 4, fontSize: 12 }} data-testid="merchant-new">
            {m('market.kpi.newStore')}
          </Tag>
        </Tooltip>
        {presence}
      </div>
    );
  }
  return (
    <div style={{ fontSize: 12, lineHeight: 1.4 }}>
      <Tooltip title={m('market.kpi.completionRate')}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${m('market.kpi.completionRate')} `}
          <Typography.Text style={{ fontSize: 12 }}>{formatPercent(kpi.completionRate)}</Typography.Text>
        </Typography.Text>
      </Tooltip>
      <div>
        {presence}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${m('market.kpi.avgTradeTime')} `}
          <Typography.Text style={{ fontSize: 12 }}>{formatDuration(kpi.avgTradeSeconds * 1000, intl.locale)}</Typography.Text>
        </Typography.Text>
      </div>
    </div>
  );
}
