import { getDemandCategoryStatistics, getDemandStatistics } from '@/services/demand';
import { moneyText } from '@/components/MoneyText';
import { formatQuantity } from '@/utils/format';
import { FormattedMessage, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { forwardRef, useImperativeHandle, useState } from 'react';
import { isEnglish } from '@/utils/i18n';

/** chips shown before "more": the biggest categories */
const CHIPS = 12;

export interface DemandStatsHandle {
  reload: () => void;
}

interface Props {
  categoryId?: string;
  onCategory: (categoryId: string | undefined) => void;
}

/** Counts per status and money figures, then one chip per category that filters the table. */
const DemandStats = forwardRef<DemandStatsHandle, Props>(function DemandStats({ categoryId, onCategory }, ref) {
  const intl = useIntl();
  const isEn = isEnglish(intl.locale);
  const stats = useRequest(getDemandStatistics);
  const cats = useRequest(getDemandCategoryStatistics);
  const [all, setAll] = useState(false);
  const list = cats.data ?? [];
  // the chosen category stays visible even when collapsed
  const shown = all ? list : list.filter((c, i) => i < CHIPS || c.categoryId === categoryId);
  useImperativeHandle(ref, () => ({ reload: () => (stats.refresh(), cats.refresh()) }), [stats, cats]);
  const s = stats.data;
  const figures: Array<[string, React.ReactNode]> = s
    ? [
        ['reseller.stats.total', formatQuantity(s.total)],
        ['reseller.stats.active', formatQuantity(s.active)],
        ['reseller.stats.paused', formatQuantity(s.paused)],
        ['reseller.stats.completed', formatQuantity(s.completed)],
        ['reseller.stats.expired', formatQuantity(s.expired)],
        ['reseller.stats.prepaid', moneyText(s.prepaidAmount)],
        ['reseller.stats.open', moneyText(s.openAmount)],
      ]
    : [];
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="demand-stats">
      {stats.loading && !s ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Row gutter={[16, 8]}>
          {figures.map(([id, value]) => (
            <Col key={id} flex="1 1 120px">
              <Statistic title={<FormattedMessage id={id} />} value={String(value)} valueStyle={{ fontSize: 18 }} />
            </Col>
          ))}
        </Row>
      )}
      <div style={{ marginTop: 10, display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }} data-testid="demand-category-stats">
        <Typography.Text type="secondary" style={{ marginRight: 4 }}>
          <FormattedMessage id="reseller.stats.byCategory" />
        </Typography.Text>
        <Tag.CheckableTag checked={!categoryId} onChange={() => onCategory(undefined)}>
          <FormattedMessage id="reseller.stats.all" />
        </Tag.CheckableTag>
        {shown.map((c) => (
          <Tag.CheckableTag
            key={c.categoryId}
            checked={categoryId === c.categoryId}
            onChange={(on) => onCategory(on ? c.categoryId : undefined)}
          >
            {isEn ? `${c.gameNameEn} · ${c.categoryNameEn}` : `${c.gameName} · ${c.categoryName}`} <b>{c.count}</b>
            <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 4 }}>
              {moneyText(c.openAmount)}
            </Typography.Text>
          </Tag.CheckableTag>
        ))}
        {list.length > CHIPS ? (
          <Button type="link" size="small" onClick={() => setAll(!all)}>
            <FormattedMessage id={all ? 'reseller.stats.less' : 'reseller.stats.more'} values={{ count: list.length - CHIPS }} />
          </Button>
        ) : null}
      </div>
    </Card>
  );
});

export default DemandStats;
