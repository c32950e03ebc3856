import usePrefixedPath from '@/hooks/usePrefixedPath';
import { OFFER_PRICE_RE } from '@/domain/trade/bargaining';
import { applyBargaining, cancelBargaining, queryBuyerBargainings } from '@/services/bargaining';
import { getShopCommodity } from '@/services/market';
import type { Bargaining } from '@/types';
import { priceText } from '@/components/MoneyText';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { Link, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Form, Input, Popconfirm, Result, Row, Skeleton, Space, Table, Tag } from 'antd';
import Big from 'big.js';
import { useCallback, useState } from 'react';
import CounterpartyGate from './components/CounterpartyGate';
import ListingSummary from './components/ListingSummary';
import { showViolations } from './components/violations';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';
import LoadState from '@/components/LoadState';
import { QUANTITY_INPUT, quantityRules } from '@/components/trade/quantityRules';
import { typedQuantity } from '@/domain/trade/quantity';
import { isNotFound } from './components/notFound';

interface Values {
  offerPrice?: string;
  /** the default number, or the text as typed */
  quantity?: number | string;
  message?: string;
}

const STATUS_COLOR: Record<Bargaining['status'], string> = {
  WAITING: 'orange',
  AGREED: 'green',
  REJECTED: 'red',
  CANCELED: 'default',
  USED: 'blue',
  EXPIRED: 'default',
};

/** /checkout/bargaining?commodityId=: ask a lower price; the buyer's own requests on it (cancel, buy at an agreed price). */
export default function CheckoutBargaining() {
  const t = useText();
  const to = usePrefixedPath();
  const [params] = useSearchParams();
  const commodityId = params.get('commodityId') ?? '';
  const [form] = Form.useForm<Values>();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // one request at a time, the asking form's or a row's cancel; `busy` names the one running
  const { pending, onFinish: once } = useSubmit(undefined, (job: { key: string; run: () => Promise<void> }) => job.run());
  const busy = pending?.key;
  const onReady = useCallback((r: boolean) => setReady(r), []);
  const listing = useRequest(() => getShopCommodity(commodityId, { silent: true }), { ready: !!commodityId, refreshDeps: [commodityId] });
  const mine = useRequest(() => queryBuyerBargainings({ commodityId, current: 1, size: 20 }), {
    ready: !!commodityId,
    refreshDeps: [commodityId],
  });
  const c = listing.data;
  const market = (
    <Link to={to('/games')}>
      <Button type="primary">{t('trade.checkout.toMarket')}</Button>
    </Link>
  );
  if (!commodityId) return <Result status="info" title={t('trade.checkout.missing')} extra={market} />;
  if (listing.error && !isNotFound(listing.error)) {
    // a failed load (a 5xx, no answer) is no missing listing: offer the load again
    return <LoadState loading={listing.loading} error={listing.error} onRetry={listing.refresh} rows={8} />;
  }
  if (listing.error) return <Result status="404" title={t('trade.checkout.notFound')} extra={market} />;
  if (!c) return <Skeleton active paragraph={{ rows: 8 }} />;
  const max = Math.min(c.maxQuantity, c.stock);

  const submit = (values: Values) =>
    once({
      key: 'apply',
      run: async () => {
        setError(undefined);
        try {
          await applyBargaining({
            commodityId,
            offerPrice: String(values.offerPrice ?? '').trim(),
            quantity: typedQuantity(values.quantity, c.minQuantity, max) ?? 0,
            message: values.message || undefined,
          });
          toast.success(t('trade.bargaining.sent'));
          form.resetFields(['message']);
          mine.refresh();
        } catch (e) {
          setError(showViolations(form, e, ['offerPrice', 'quantity', 'message']));
        }
      },
    });
  const cancel = (b: Bargaining) =>
    once({
      key: b.id,
      run: async () => {
        await cancelBargaining(b.id).then(
          () => toast.success(t('trade.bargaining.done.cancel')),
          // the pipeline showed why (reportError adds anything else); the refresh shows the stored state
          (e: unknown) => reportError(e),
        );
        mine.refresh();
      },
    });

  return (
    <Row gutter={16}>
      <Col xs={24} lg={14}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Card size="small">
            <ListingSummary listing={c} kind="commodity" />
          </Card>
          <Card size="small" title={t('trade.bargaining.mine')}>
            <Table<Bargaining>
              size="small"
              rowKey="id"
              loading={mine.loading}
              dataSource={mine.data?.records ?? []}
              pagination={false}
              locale={{ emptyText: t('trade.bargaining.empty') }}
              columns={[
                {
                  title: t('trade.bargaining.col.offerPrice'),
                  dataIndex: 'offerPrice',
                  align: 'right',
                  render: (v: string) => priceText(v),
                },
                {
                  title: t('trade.bargaining.col.quantity'),
                  dataIndex: 'quantity',
                  align: 'right',
                  render: (v: number) => formatQuantity(v),
                },
                { title: t('trade.bargaining.col.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
                { title: t('trade.bargaining.col.expiresAt'), dataIndex: 'expiresAt', render: (v: string) => formatDateTime(v) },
                {
                  title: t('trade.bargaining.col.status'),
                  dataIndex: 'status',
                  render: (v: Bargaining['status']) => <Tag color={STATUS_COLOR[v]}>{t(`trade.bargaining.status.${v}`)}</Tag>,
                },
                {
                  title: t('trade.col.actions'),
                  key: 'actions',
                  render: (_: unknown, b: Bargaining) => (
                    <Space size={4}>
                      {b.status === 'AGREED' ? (
                        <Link to={to(`/checkout/commodity?commodityId=${commodityId}&bargainingId=${b.id}`)}>
                          <Button size="small" type="primary" data-testid="bargain-buy">
                            {t('trade.bargaining.useAgreed')}
                          </Button>
                        </Link>
                      ) : null}
                      {b.status === 'WAITING' || b.status === 'AGREED' ? (
                        <Popconfirm title={t('trade.bargaining.cancel.confirm')} onConfirm={() => cancel(b)}>
                          <Button size="small" loading={busy === b.id}>
                            {t('trade.bargaining.cancel')}
                          </Button>
                        </Popconfirm>
                      ) : null}
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Space>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('trade.bargaining.apply.title')}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <CounterpartyGate counterpartyId={c.supplierId} side="purchase" onReady={onReady} />
            <Form
              form={form}
              layout="vertical"
              onFinish={submit}
              initialValues={{ quantity: String(Math.min(Math.max(c.minQuantity, 1), max)) }}
            >
              {/* text fields checked by the shared rules: a number input would clamp, round or drop
                  what is typed ('-1', '1.5', 'abc', '1e2') and send a value nobody typed */}
              <Form.Item
                name="offerPrice"
                label={t('trade.bargaining.offerPrice')}
                extra={t('trade.bargaining.offerPrice.below', { price: priceText(c.unitPrice) })}
                validateFirst
                rules={[
                  { required: true, whitespace: true, message: t('trade.bargaining.offerPrice.required') },
                  { pattern: OFFER_PRICE_RE, message: t('trade.bargaining.offerPrice.number') },
                  {
                    validator: async (_, v: string) => {
                      if (!(Number(v) > 0)) throw new Error(t('trade.bargaining.offerPrice.number'));
                      if (!new Big(v.trim()).lt(c.unitPrice))
                        throw new Error(t('trade.bargaining.offerPrice.below', { price: priceText(c.unitPrice) }));
                    },
                  },
                ]}
              >
                <Input inputMode="decimal" autoComplete="off" autoFocus data-testid="bargain-price" />
              </Form.Item>
              <Form.Item
                name="quantity"
                label={t('trade.form.quantity')}
                validateFirst
                rules={quantityRules(t, c.minQuantity, max, 'trade.bargaining.quantity.range')}
              >
                <Input {...QUANTITY_INPUT} data-testid="bargain-quantity" />
              </Form.Item>
              <Form.Item name="message" label={t('trade.bargaining.message')} rules={[{ max: 200, message: t('trade.form.max200') }]}>
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
              {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
              <Button type="primary" htmlType="submit" block loading={busy === 'apply'} disabled={!ready} data-testid="bargain-submit">
                {t('trade.bargaining.submit')}
              </Button>
            </Form>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
