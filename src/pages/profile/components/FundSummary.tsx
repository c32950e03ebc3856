import { getFundAccount } from '@/services/account';
import type { FundAccountKind } from '@/types';
import { formatDateTime, formatMoney, formatQuantity } from '@/utils/format';
import { ReloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

interface Props {
  kind: FundAccountKind;
  /** buttons beside the figures (withdraw, top up…) */
  actions?: ReactNode;
  /** bump to reload after a change elsewhere on the page */
  refreshKey?: number;
  /** total, available and frozen only (several accounts side by side) */
  compact?: boolean;
}

/** One fund account's figures: total, available, frozen and the last 30 days' movements. */
export default function FundSummary({ kind, actions, refreshKey, compact = false }: Props) {
  const t = useText();
  const { data, loading, error, refresh } = useRequest(() => getFundAccount(kind), { refreshDeps: [kind, refreshKey] });
  const fmt = kind === 'POINT' ? formatQuantity : formatMoney;
  if (error && !data) {
    return <LoadState error onRetry={refresh} />;
  }
  const figure = (id: string, value: string | undefined, testId: string) => (
    <Col xs={12} md={compact ? 8 : 4}>
      <Statistic
        title={t(id)}
        value={value === undefined ? '-' : fmt(value)}
        loading={loading && !data}
        valueStyle={{ fontSize: 18 }}
        data-testid={testId}
      />
    </Col>
  );
  return (
    <Card
      size="small"
      title={t(`account.moneyAccount.${kind}`)}
      extra={
        <Space>
          {actions}
          <Button size="small" type="text" icon={<ReloadOutlined />} onClick={refresh} aria-label={t('account.common.refresh')} />
        </Space>
      }
      data-testid={`fund-summary-${kind}`}
    >
      <Row gutter={[12, 8]}>
        {figure('account.summary.total', data?.total, `fund-total-${kind}`)}
        {figure('account.summary.available', data?.available, `fund-available-${kind}`)}
        {kind !== 'POINT' ? figure('account.summary.frozen', data?.frozen, `fund-frozen-${kind}`) : null}
        {compact ? null : figure('account.summary.income30d', data?.income30d, `fund-income-${kind}`)}
        {compact ? null : figure('account.summary.expense30d', data?.expense30d, `fund-expense-${kind}`)}
        {compact ? null : (
          <Col xs={12} md={4}>
            <Statistic
              title={t('account.summary.lastTradeAt')}
              valueRender={() => <Typography.Text style={{ fontSize: 13 }}>{formatDateTime(data?.lastTradeAt) || '-'}</Typography.Text>}
              loading={loading && !data}
            />
          </Col>
        )}
      </Row>
    </Card>
  );
}
