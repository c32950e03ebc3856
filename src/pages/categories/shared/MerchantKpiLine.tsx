import type { MerchantKpi } from '@/types';
import { formatDuration, formatPercent } from '@/utils/format';
import { useIntl } from '@umijs/max';
import { Badge, Tooltip, Typography } from 'antd';

/** Completion rate, average trade time and presence of a merchant, compact for table cells. */
export default function MerchantKpiLine({ kpi }: { kpi: MerchantKpi }) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  return (
    <div style={{ fontSize: 12, lineHeight: 1.4 }}>
      <Tooltip title={m('market.kpi.completionRate')}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${m('market.kpi.completionRate')} `}
          <Typography.Text style={{ fontSize: 12 }}>{formatPercent(kpi.completionRate)}</Typography.Text>
        </Typography.Text>
      </Tooltip>
      <div>
        <Badge status={kpi.online ? 'success' : 'default'} title={m(kpi.online ? 'market.kpi.online' : 'market.kpi.offline')} />{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {`${m('market.kpi.avgTradeTime')} `}
          <Typography.Text style={{ fontSize: 12 }}>{formatDuration(kpi.avgTradeSeconds * 1000, intl.locale)}</Typography.Text>
        </Typography.Text>
      </div>
    </div>
  );
}
