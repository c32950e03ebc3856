import type { MerchantKpi } from '@/types';
import { formatDuration, formatPercent } from '@/utils/format';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Badge, Space, Typography } from 'antd';

/** Completion rate and average trade time of a merchant, compact for table cells. */
export default function MerchantKpiLine({ kpi }: { kpi: MerchantKpi }) {
  const { locale } = useIntl();
  return (
    <Space size={4} direction="vertical" style={{ fontSize: 12, lineHeight: 1.3 }}>
      <span>
        <Typography.Text type="secondary">
          <FormattedMessage id="market.kpi.completionRate" />{' '}
        </Typography.Text>
        <Typography.Text>{formatPercent(kpi.completionRate)}</Typography.Text>
      </span>
      <span>
        <Typography.Text type="secondary">
          <FormattedMessage id="market.kpi.avgTradeTime" />{' '}
        </Typography.Text>
        <Typography.Text>{formatDuration(kpi.avgTradeSeconds * 1000, locale)}</Typography.Text>
      </span>
      <Badge status={kpi.online ? 'success' : 'default'} text={<FormattedMessage id={kpi.online ? 'market.kpi.online' : 'market.kpi.offline'} />} />
    </Space>
  );
}
