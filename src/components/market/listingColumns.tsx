import { paths, tradeMethodKey } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { MarketCommodity, MarketDemand } from '@/types';
import { formatQuantity } from '@/utils/format';
import type { ProColumns } from '@ant-design/pro-components';
import { history, Link, useIntl } from '@umijs/max';
import { Button, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import useText, { useLocalName } from '@/hooks/useText';
import MerchantKpiLine from './MerchantKpiLine';
import PriceBothWays from './PriceBothWays';

type Listing = MarketCommodity | MarketDemand;

/** The main quantity (stock, or still-needed / wanted) over the per-order limits. */
function Quantities({ main, limits }: { main: string; limits: string }) {
  return (
    <span style={{ lineHeight: 1.3 }}>
      {main}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>
        {limits}
      </Typography.Text>
    </span>
  );
}

export interface ListingColumnOptions {
  /** store pages list several games: show the game with the server */
  showGame?: boolean;
  /** store pages are one merchant's: no merchant column */
  showMerchant?: boolean;
}

function useShared<T extends Listing>({ showGame }: ListingColumnOptions) {
  const ln = useLocalName();
  const unitOf = (row: T) => ln(row.unit, row.unitEn);
  const listing: ProColumns<T> = {
    title: useIntl().formatMessage({ id: 'market.listing.title' }),
    dataIndex: 'title',
    ellipsis: false,
    render: (_, row) => (
      <div style={{ minWidth: 200, lineHeight: 1.35 }}>
        <Typography.Text strong>{ln(row.serverName, row.serverNameEn)}</Typography.Text>
        {showGame && (
          <Typography.Text type="secondary">{` · ${ln(row.gameName, row.gameNameEn)} · ${ln(row.categoryName, row.categoryNameEn)}`}</Typography.Text>
        )}
        <div>
          <Typography.Text style={{ fontSize: 12 }}>{row.title}</Typography.Text>
        </div>
        <Space size={[4, 2]} wrap style={{ marginTop: 2 }}>
          {row.attributeList.flatMap((a) =>
            a.attributeValueList.map((v) => (
              <Tag key={v.id} bordered={false} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}>
                {ln(v.value, v.valueEn)}
              </Tag>
            )),
          )}
        </Space>
      </div>
    ),
  };
  return { ln, unitOf, listing };
}

export function useCommodityColumns(options: ListingColumnOptions = {}): ProColumns<MarketCommodity>[] {
  const intl = useIntl();
  const to = usePrefixedPath();
  const { unitOf, listing } = useShared<MarketCommodity>(options);
  const m = useText();
  const limits = (row: Listing) =>
    intl.formatMessage(
      { id: 'market.listing.limitsValue' },
      { min: formatQuantity(row.minQuantity), max: formatQuantity(row.maxQuantity) },
    );
  return useMemo(
    () => [
      ...(options.showMerchant === false
        ? []
        : [
            {
              title: m('market.listing.seller'),
              dataIndex: 'storeName',
              width: 150,
              render: (_: unknown, row: MarketCommodity) => (
                <Space direction="vertical" size={2}>
                  <Link to={to(paths.store('seller', row.storeUrl))}>{row.storeName}</Link>
                  <MerchantKpiLine kpi={row} />
                </Space>
              ),
            } as ProColumns<MarketCommodity>,
          ]),
      listing,
      {
        title: m('market.listing.unitPrice'),
        dataIndex: 'unitPrice',
        width: 150,
        render: (_, row) => <PriceBothWays unitPrice={row.unitPrice} unit={unitOf(row)} showRatio={row.categoryKind === 'gold'} />,
      },
      {
        title: m('market.listing.stock'),
        dataIndex: 'stock',
        width: 110,
        align: 'right',
        render: (_, row) => <Quantities main={formatQuantity(row.stock)} limits={limits(row)} />,
      },
      {
        title: m('market.listing.tradeMethod'),
        dataIndex: 'tradeMethod',
        width: 96,
        render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{m(tradeMethodKey(row.tradeMethod))}</span>,
      },
      {
        title: m('market.listing.actions'),
        dataIndex: 'id',
        width: 76,
        align: 'center',
        render: (_, row) => (
          <Button type="primary" size="small" data-testid={`buy-${row.id}`} onClick={() => history.push(to(paths.buy(row.id)))}>
            {m('market.listing.buy')}
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
    [intl.locale, to, options.showGame, options.showMerchant],
  );
}

export function useDemandColumns(options: ListingColumnOptions = {}): ProColumns<MarketDemand>[] {
  const intl = useIntl();
  const to = usePrefixedPath();
  const { unitOf, listing } = useShared<MarketDemand>(options);
  const m = useText();
  const limits = (row: Listing) =>
    intl.formatMessage(
      { id: 'market.listing.limitsValue' },
      { min: formatQuantity(row.minQuantity), max: formatQuantity(row.maxQuantity) },
    );
  return useMemo(
    () => [
      ...(options.showMerchant === false
        ? []
        : [
            {
              title: m('market.listing.reseller'),
              dataIndex: 'storeName',
              width: 150,
              render: (_: unknown, row: MarketDemand) => (
                <Space direction="vertical" size={2}>
                  <Link to={to(paths.store('buyer', row.storeUrl))}>{row.storeName}</Link>
                  <Tag color={row.depositPaid ? 'green' : 'default'} style={{ marginInlineEnd: 0, width: 'fit-content' }}>
                    {m(row.depositPaid ? 'market.listing.deposit' : 'market.listing.noDeposit')}
                  </Tag>
                  <MerchantKpiLine kpi={row} />
                </Space>
              ),
            } as ProColumns<MarketDemand>,
          ]),
      listing,
      {
        title: m('market.listing.unitPrice'),
        dataIndex: 'unitPrice',
        width: 150,
        render: (_, row) => <PriceBothWays unitPrice={row.unitPrice} unit={unitOf(row)} showRatio={row.categoryKind === 'gold'} />,
      },
      {
        title: m('market.listing.remaining'),
        dataIndex: 'remainingQuantity',
        width: 120,
        align: 'right',
        render: (_, row) => (
          <Quantities main={`${formatQuantity(row.remainingQuantity)} / ${formatQuantity(row.quantity)}`} limits={limits(row)} />
        ),
      },
      {
        title: m('market.listing.tradeMethod'),
        dataIndex: 'tradeMethod',
        width: 96,
        render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{m(tradeMethodKey(row.tradeMethod))}</span>,
      },
      {
        title: m('market.listing.actions'),
        dataIndex: 'id',
        width: 76,
        align: 'center',
        render: (_, row) => (
          <Button size="small" type="primary" ghost data-testid={`sell-${row.id}`} onClick={() => history.push(to(paths.sell(row.id)))}>
            {m('market.listing.sell')}
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
    [intl.locale, to, options.showGame, options.showMerchant],
  );
}
