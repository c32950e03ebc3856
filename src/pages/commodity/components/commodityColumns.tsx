import type { IntlShape } from '@/hooks/useText';
import { dateTimeColumn } from '@/components/columns';
import { priceText } from '@/components/MoneyText';
import { COMMODITY_STATUSES, commodityStatusKey, LOW_STOCK, STATUS_COLOR, TRADE_METHODS, tradeMethodKey } from '@/constants/commodity';
import { COMMODITY_SORTS, STOCK_STATES } from '@/domain/supplier/types';
import type { GameWithCategories, SupplierCommodity, TradeMethod } from '@/types';
import { toBig } from '@/utils/decimal';
import { formatCurrency, formatQuantity } from '@/utils/format';
import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import CopyCell from '@/components/table/CopyCell';
import { palette } from '@/constants/palette';
import QuickEditCell from './QuickEditCell';
import { textOf } from '@/hooks/useText';
import { isEnglish } from '@/utils/i18n';

interface Options {
  intl: IntlShape;
  games: GameWithCategories[];
  onSaved: (row: SupplierCommodity) => void;
  canEdit: boolean;
  actions: ProColumns<SupplierCommodity>;
}

/** One yuan buys this many units: how gold buyers compare offers. */
export function perYuan(price: string): string | undefined {
  const p = toBig(price);
  return p && p.gt(0) ? formatCurrency(toBig(1)!.div(p).toFixed(6)) : undefined;
}

const enumOf = (intl: IntlShape, values: readonly string[], key: (v: string) => string) =>
  Object.fromEntries(values.map((v) => [v, { text: intl.formatMessage({ id: key(v) }) }]));

/** Columns of /commodity (PAGES.md): search fields map to listUserCommodity's filter. */
export function commodityColumns({ intl, games, onSaved, canEdit, actions }: Options): ProColumns<SupplierCommodity>[] {
  const t = textOf(intl);
  const en = isEnglish(intl.locale);
  return [
    {
      title: t('supplier.common.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('supplier.commodity.col.title') },
    },
    {
      title: t('supplier.common.game'),
      dataIndex: 'gameId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: games.map((g) => ({ value: g.id, label: en ? g.nameEn : g.name })),
      },
    },
    {
      title: t('supplier.commodity.col.status'),
      dataIndex: 'status',
      hideInTable: true,
      valueType: 'select',
      valueEnum: enumOf(intl, COMMODITY_STATUSES, (s) => `supplier.commodity.status.${s}`),
    },
    {
      title: t('supplier.commodity.col.stockState'),
      dataIndex: 'stockState',
      hideInTable: true,
      valueType: 'select',
      valueEnum: enumOf(intl, STOCK_STATES, (s) => `supplier.stockState.${s}`),
    },
    {
      title: t('supplier.commodity.col.sort'),
      dataIndex: 'sort',
      hideInTable: true,
      valueType: 'select',
      valueEnum: enumOf(intl, COMMODITY_SORTS, (s) => `supplier.sort.${s}`),
    },
    { title: t('supplier.commodity.col.id'), dataIndex: 'id', width: 84, search: false, render: (_, r) => <CopyCell text={r.id} /> },
    {
      title: t('supplier.commodity.col.placement'),
      dataIndex: 'placement',
      width: 190,
      search: false,
      render: (_, r) => (
        <div style={{ lineHeight: 1.35 }}>
          <div>{en ? r.gameNameEn : r.gameName}</div>
          <div style={{ fontSize: 12, color: palette.textTertiary }}>
            {en ? r.serverNameEn : r.serverName} · {en ? r.categoryNameEn : r.categoryName}
          </div>
        </div>
      ),
    },
    { title: t('supplier.commodity.col.title'), dataIndex: 'title', search: false, ellipsis: true, width: 240 },
    {
      title: t('supplier.commodity.col.unitPrice'),
      dataIndex: 'unitPrice',
      search: false,
      align: 'right',
      width: 180,
      render: (_, r) => {
        const per = r.categoryKind === 'gold' ? perYuan(r.unitPrice) : undefined;
        return (
          <div>
            <QuickEditCell row={r} field="unitPrice" display={priceText(r.unitPrice)} onSaved={onSaved} disabled={!canEdit} />
            {per ? (
              <div style={{ fontSize: 12, whiteSpace: 'nowrap', color: palette.textTertiary }}>
                {t('supplier.commodity.col.perYuan', { qty: per, unit: en ? r.unitEn : r.unit })}
              </div>
            ) : null}
          </div>
        );
      },
    },
    {
      title: t('supplier.commodity.col.stock'),
      dataIndex: 'stock',
      search: false,
      align: 'right',
      width: 120,
      render: (_, r) => (
        <QuickEditCell
          row={r}
          field="stock"
          onSaved={onSaved}
          disabled={!canEdit}
          display={
            <span style={{ color: r.stock === 0 ? palette.errorText : r.stock <= LOW_STOCK ? palette.warningText : undefined }}>
              {formatQuantity(r.stock)}
            </span>
          }
        />
      ),
    },
    {
      title: t('supplier.commodity.col.sold'),
      dataIndex: 'sold',
      search: false,
      align: 'right',
      width: 90,
      render: (_, r) => formatQuantity(r.sold),
    },
    {
      title: t('supplier.commodity.col.minMax'),
      dataIndex: 'minMax',
      search: false,
      align: 'right',
      width: 120,
      render: (_, r) => `${formatQuantity(r.minQuantity)} / ${formatQuantity(r.maxQuantity)}`,
    },
    {
      title: t('supplier.commodity.col.tradeMethod'),
      dataIndex: 'tradeMethod',
      width: 100,
      // a search field sent to listUserCommodity (and kept in the URL), not a filter of the current page
      valueType: 'select',
      valueEnum: enumOf(intl, TRADE_METHODS, (m) => tradeMethodKey(m as TradeMethod)),
      render: (_, r) => t(tradeMethodKey(r.tradeMethod)),
    },
    {
      title: t('supplier.commodity.col.status'),
      dataIndex: 'statusTag',
      search: false,
      width: 84,
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status]} data-testid={`status-${r.id}`}>
          {t(commodityStatusKey(r.status))}
        </Tag>
      ),
    },
    {
      title: t('supplier.commodity.col.autoUpdate'),
      dataIndex: 'autoUpdate',
      search: false,
      width: 150,
      render: (_, r) =>
        !r.autoUpdate ? (
          <span style={{ color: palette.textTertiary }}>{t('supplier.commodity.autoUpdate.none')}</span>
        ) : r.autoUpdate.enabled ? (
          <Tag color="processing">{t('supplier.commodity.autoUpdate.on', { floor: priceText(r.autoUpdate.floorPrice) })}</Tag>
        ) : (
          <Tag>{t('supplier.commodity.autoUpdate.paused')}</Tag>
        ),
    },
    dateTimeColumn<SupplierCommodity>(t('supplier.commodity.col.effectiveTime'), 'effectiveTime'),
    dateTimeColumn<SupplierCommodity>(t('supplier.commodity.col.modifiedAt'), 'modifiedAt'),
    actions,
  ];
}
