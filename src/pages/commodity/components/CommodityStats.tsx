import { getCategoryStatistics, getCommodityStatistics, getGoldServerStock } from '@/services/commodity';
import { formatQuantity } from '@/utils/format';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Popover, Row, Skeleton, Space, Statistic, Table, Tag } from 'antd';
import { forwardRef, useImperativeHandle, useState } from 'react';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import { isEnglish } from '@/utils/i18n';
import { palette } from '@/constants/palette';

/** chips shown before "more": the rest stay one click away */
const CHIPS_SHOWN = 8;

export interface CommodityStatsHandle {
  reload: () => void;
}

interface Props {
  categoryId?: string;
  onCategory: (categoryId?: string) => void;
}

/** Totals and per-category chips above the table; a chip filters the table by its category. */
const CommodityStats = forwardRef<CommodityStatsHandle, Props>(function CommodityStats({ categoryId, onCategory }, ref) {
  const intl = useIntl();
  const t = useText();
  const en = isEnglish(intl.locale);
  const totals = useRequest(getCommodityStatistics);
  const cats = useRequest(getCategoryStatistics);
  const gold = useRequest(getGoldServerStock, { manual: true });
  const [allChips, setAllChips] = useState(false);
  useImperativeHandle(ref, () => ({ reload: () => (totals.refresh(), cats.refresh(), gold.data && gold.refresh()) }));

  if (totals.error || cats.error) {
    return <LoadState error onRetry={() => (totals.refresh(), cats.refresh())} />;
  }
  const s = totals.data;
  const items: Array<[string, number | undefined]> = [
    ['supplier.commodity.stats.total', s?.total],
    ['supplier.commodity.stats.onSale', s?.onSale],
    ['supplier.commodity.stats.offSale', s?.offSale],
    ['supplier.commodity.stats.soldOut', s?.soldOut],
    ['supplier.commodity.stats.stock', s?.stock],
    ['supplier.commodity.stats.sold', s?.sold],
  ];
  const goldTable = (
    <Table
      size="small"
      rowKey="serverId"
      loading={gold.loading}
      dataSource={gold.data ?? []}
      pagination={{ pageSize: 10, size: 'small' }}
      style={{ width: 420 }}
      columns={[
        { title: t('supplier.common.game'), dataIndex: 'gameName', render: (_, r) => (en ? r.gameNameEn : r.gameName) },
        { title: t('supplier.common.server'), dataIndex: 'serverName', render: (_, r) => (en ? r.serverNameEn : r.serverName) },
        {
          title: t('supplier.commodity.col.stock'),
          dataIndex: 'stock',
          align: 'right',
          render: (_, r) => `${formatQuantity(r.stock)} ${en ? r.unitEn : r.unit}`,
        },
      ]}
    />
  );
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="commodity-stats">
      {totals.loading && !s ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Row gutter={16}>
          {items.map(([key, value]) => (
            <Col key={key} flex="1 1 120px">
              <Statistic title={t(key)} value={value === undefined ? '-' : formatQuantity(value)} valueStyle={{ fontSize: 20 }} />
            </Col>
          ))}
        </Row>
      )}
      <Space size={[4, 6]} wrap style={{ marginTop: 10 }}>
        <span style={{ color: palette.textTertiary }}>{t('supplier.commodity.stats.byCategory')}:</span>
        <Tag.CheckableTag checked={!categoryId} onChange={() => onCategory(undefined)}>
          {t('supplier.common.all')}
        </Tag.CheckableTag>
        {(cats.data ?? [])
          .filter((c, i) => allChips || i < CHIPS_SHOWN || c.categoryId === categoryId)
          .map((c) => (
            <Tag.CheckableTag
              key={c.categoryId}
              checked={categoryId === c.categoryId}
              onChange={(on) => onCategory(on ? c.categoryId : undefined)}
              data-testid={`category-chip-${c.categoryId}`}
            >
              {en ? `${c.gameNameEn} · ${c.categoryNameEn}` : `${c.gameName} · ${c.categoryName}`}{' '}
              <span style={{ opacity: 0.7 }}>
                {t('supplier.commodity.stats.categoryLine', { count: c.count, onSale: c.onSale, stock: formatQuantity(c.stock) })}
              </span>
            </Tag.CheckableTag>
          ))}
        {(cats.data?.length ?? 0) > CHIPS_SHOWN ? (
          <Button size="small" type="link" onClick={() => setAllChips(!allChips)}>
            {allChips
              ? t('supplier.commodity.stats.less')
              : t('supplier.commodity.stats.more', { count: (cats.data?.length ?? 0) - CHIPS_SHOWN })}
          </Button>
        ) : null}
        <Popover trigger="click" content={goldTable} title={t('supplier.commodity.stats.goldStock')} onOpenChange={(o) => o && gold.run()}>
          <Button size="small" type="link">
            {t('supplier.commodity.stats.goldStock')}
          </Button>
        </Popover>
      </Space>
    </Card>
  );
});

export default CommodityStats;
