import usePrefixedPath from '@/hooks/usePrefixedPath';
import { agreeBargaining, querySellerBargainings, rejectBargaining } from '@/services/bargaining';
import type { Bargaining, BargainingQuery } from '@/types';
import { priceText } from '@/components/MoneyText';
import { formatDateTime, formatPercent, formatQuantity } from '@/utils/format';
import { toBig } from '@/utils/decimal';
import { toast } from '@/utils/toast';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Link, useIntl, useParams } from '@umijs/max';
import { Button, Input, Modal, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { proTableRequest } from '@/utils/proTable';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';
import { isEnglish } from '@/utils/i18n';
import AutoRuleTag from './components/AutoRuleTag';

const STATUS_COLOR: Record<Bargaining['status'], string> = {
  WAITING: 'orange',
  AGREED: 'green',
  REJECTED: 'red',
  CANCELED: 'default',
  USED: 'blue',
  EXPIRED: 'default',
};
const STATUSES: Bargaining['status'][] = ['WAITING', 'AGREED', 'REJECTED', 'CANCELED', 'USED', 'EXPIRED'];

/**
 * /commodity/bargaining/{id}: the bargaining requests on one of the supplier's commodities; agree or reject.
 * /commodity/bargaining: the same across all of them, with a column naming the commodity.
 */
export default function CommodityBargaining() {
  const intl = useIntl();
  const t = useText();
  const to = usePrefixedPath();
  const { id = '' } = useParams<{ id: string }>();
  const actionRef = useRef<ActionType>();
  const [modal, holder] = Modal.useModal();
  const [title, setTitle] = useState<string | undefined>();
  const english = isEnglish(intl.locale);

  // one answer at a time; a refused call was shown by the pipeline (useSubmit reports anything else)
  const answer = useSubmit(undefined, async ({ b, kind, reason }: { b: Bargaining; kind: 'agree' | 'reject'; reason?: string }) => {
    await (kind === 'agree' ? agreeBargaining(b.id) : rejectBargaining(b.id, reason));
    toast.success(t(`trade.bargaining.done.${kind}`));
    actionRef.current?.reload();
  });
  const busy = answer.pending?.b.id;
  const act = (b: Bargaining, kind: 'agree' | 'reject', reason?: string) => answer.onFinish({ b, kind, reason });
  const agree = (b: Bargaining) =>
    modal.confirm({
      title: t('trade.confirm.title'),
      content: t('trade.bargaining.agree.confirm', { quantity: formatQuantity(b.quantity), price: priceText(b.offerPrice) }),
      okText: t('trade.bargaining.agree'),
      onOk: () => act(b, 'agree'),
    });
  const reject = (b: Bargaining) => {
    let reason = '';
    modal.confirm({
      title: t('trade.bargaining.reject'),
      content: (
        <Input.TextArea
          rows={2}
          maxLength={200}
          placeholder={t('trade.bargaining.reject.reason')}
          onChange={(e) => (reason = e.target.value)}
        />
      ),
      okText: t('trade.bargaining.reject'),
      okButtonProps: { danger: true },
      onOk: () => act(b, 'reject', reason.trim() || undefined),
    });
  };

  const commodityColumn: ProColumns<Bargaining> = {
    title: t('automation.runs.col.commodity'),
    dataIndex: 'commodityTitle',
    search: false,
    ellipsis: true,
    render: (_, b) => <Link to={to(`/commodity/bargaining/${b.commodityId}`)}>{b.commodityTitle}</Link>,
  };

  return (
    <>
      {holder}
      <ProTable<Bargaining, Record<string, unknown>>
        actionRef={actionRef}
        rowKey="id"
        size="small"
        headerTitle={
          <Space>
            {id ? (
              <>
                <Typography.Text strong>{title ? t('trade.bargaining.commodityTitle', { title }) : null}</Typography.Text>
                <Link to={to(`/commodity/edit/${id}`)}>{t('trade.bargaining.editCommodity')}</Link>
              </>
            ) : null}
            <Link to={to('/commodity/automation')}>{t('automation.link.settings')}</Link>
          </Space>
        }
        request={proTableRequest(
          async (q: BargainingQuery) => {
            const page = await querySellerBargainings(q);
            if (page.records[0]) setTitle(page.records[0].commodityTitle);
            return page;
          },
          (p) => ({ commodityId: id || undefined, status: (p.status as Bargaining['status']) || undefined }),
        )}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        locale={{ emptyText: t('trade.bargaining.empty') }}
        columns={[
          ...(id ? [] : [commodityColumn]),
          { title: t('trade.bargaining.col.buyer'), dataIndex: 'buyerName', search: false },
          {
            title: t('trade.bargaining.col.listPrice'),
            dataIndex: 'listPrice',
            search: false,
            align: 'right',
            render: (_, b) => priceText(b.listPrice),
          },
          {
            title: t('trade.bargaining.col.offerPrice'),
            dataIndex: 'offerPrice',
            search: false,
            align: 'right',
            render: (_, b) => <strong>{priceText(b.offerPrice)}</strong>,
          },
          {
            title: t('trade.bargaining.col.discount'),
            dataIndex: 'discount',
            search: false,
            align: 'right',
            render: (_, b) => {
              const list = toBig(b.listPrice);
              const offer = toBig(b.offerPrice);
              return list && offer && !list.eq(0) ? formatPercent(offer.minus(list).div(list).toFixed(6)) : '-';
            },
          },
          {
            title: t('trade.bargaining.col.quantity'),
            dataIndex: 'quantity',
            search: false,
            align: 'right',
            render: (_, b) => `${formatQuantity(b.quantity)} ${english ? b.unitEn : b.unit}`,
          },
          { title: t('trade.bargaining.col.message'), dataIndex: 'message', search: false, ellipsis: true },
          {
            title: t('trade.bargaining.col.createdAt'),
            dataIndex: 'createdAt',
            search: false,
            render: (_, b) => formatDateTime(b.createdAt),
          },
          {
            title: t('trade.bargaining.col.expiresAt'),
            dataIndex: 'expiresAt',
            search: false,
            render: (_, b) => formatDateTime(b.expiresAt),
          },
          {
            title: t('trade.bargaining.col.status'),
            dataIndex: 'status',
            valueType: 'select',
            valueEnum: Object.fromEntries(STATUSES.map((s) => [s, { text: t(`trade.bargaining.status.${s}`) }])),
            render: (_, b) => (
              <Space size={4} wrap>
                <Tag color={STATUS_COLOR[b.status]}>{t(`trade.bargaining.status.${b.status}`)}</Tag>
                <AutoRuleTag b={b} />
              </Space>
            ),
          },
          {
            title: t('trade.bargaining.col.orderNo'),
            dataIndex: 'orderNo',
            search: false,
            render: (_, b) => (b.orderNo ? <Link to={to(`/order/detail?type=sales&orderNo=${b.orderNo}`)}>{b.orderNo}</Link> : '-'),
          },
          {
            title: t('trade.col.actions'),
            key: 'actions',
            search: false,
            render: (_, b) =>
              b.status === 'WAITING' ? (
                <Space size={4}>
                  <Button size="small" type="primary" loading={busy === b.id} onClick={() => agree(b)} data-testid="bargain-agree">
                    {t('trade.bargaining.agree')}
                  </Button>
                  <Button size="small" danger disabled={busy === b.id} onClick={() => reject(b)}>
                    {t('trade.bargaining.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
    </>
  );
}
