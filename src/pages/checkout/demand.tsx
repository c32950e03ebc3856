import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getShopDemand } from '@/services/market';
import { createSellerOrder } from '@/services/trade';
import type { CreateOrderResult } from '@/types';
import { totalAmount } from '@/utils/decimal';
import { CURRENCY_SIGN } from '@/components/MoneyText';
import { formatCurrency, formatMoney } from '@/utils/format';
import { Link, useIntl, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { useCallback, useState } from 'react';
import CounterpartyGate from './components/CounterpartyGate';
import ListingSummary from './components/ListingSummary';
import { showViolations } from './components/violations';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';
import { isEnglish } from '@/utils/i18n';
import LoadState from '@/components/LoadState';
import { QUANTITY_INPUT, quantityRules } from '@/components/trade/quantityRules';
import { typedQuantity } from '@/domain/trade/quantity';
import { isNotFound } from './components/notFound';

interface Values {
  /** the text as typed (prefilled with the minimum) */
  quantity?: string;
  deliveryCharacter?: string;
  remark?: string;
}

/** /checkout/demand?demandId=: a supplier sells into a receiver's demand. */
export default function CheckoutDemand() {
  const intl = useIntl();
  const t = useText();
  const to = usePrefixedPath();
  const [params] = useSearchParams();
  const demandId = params.get('demandId') ?? '';
  const [form] = Form.useForm<Values>();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<CreateOrderResult | undefined>();
  const onReady = useCallback((r: boolean) => setReady(r), []);
  const listing = useRequest(() => getShopDemand(demandId, { silent: true }), { ready: !!demandId, refreshDeps: [demandId] });
  const quantity = Form.useWatch('quantity', form);
  const d = listing.data;
  const min = Math.max(d?.minQuantity ?? 1, 1);
  const max = d ? Math.min(d.maxQuantity, d.remainingQuantity) : 0;
  const { busy, onFinish: submit } = useSubmit(form, async (values: Values) => {
    setError(undefined);
    try {
      setDone(
        await createSellerOrder({
          demandId,
          quantity: typedQuantity(values.quantity, min, max) ?? 0,
          deliveryCharacter: values.deliveryCharacter ?? '',
          remark: values.remark || undefined,
        }),
      );
    } catch (e) {
      setError(showViolations(form, e, ['quantity', 'deliveryCharacter', 'remark']));
    }
  });
  const market = (
    <Link to={to('/games')}>
      <Button type="primary">{t('trade.checkout.toMarket')}</Button>
    </Link>
  );

  if (!demandId) return <Result status="info" title={t('trade.checkout.missing')} extra={market} />;
  if (listing.error && !isNotFound(listing.error)) {
    // a failed load (a 5xx, no answer) is no missing demand: offer the load again
    return <LoadState loading={listing.loading} error={listing.error} onRetry={listing.refresh} rows={10} />;
  }
  if (listing.error) return <Result status="404" title={t('trade.checkout.notFound')} extra={market} />;
  if (!d) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (done) {
    return (
      <Result
        status="success"
        title={t('trade.checkout.sellDone')}
        subTitle={t('trade.checkout.sold', { orderNo: done.orderNo })}
        extra={[
          <Link key="o" to={to(`/order/detail?type=sales&orderNo=${done.orderNo}`)}>
            <Button type="primary">{t('trade.checkout.viewOrder')}</Button>
          </Link>,
          <Link key="m" to={to('/games')}>
            <Button>{t('trade.checkout.sellAnother')}</Button>
          </Link>,
        ]}
      />
    );
  }
  const english = isEnglish(intl.locale);
  return (
    <Row gutter={16}>
      <Col xs={24} lg={15}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Card size="small">
            <ListingSummary listing={d} kind="demand" />
          </Card>
          <CounterpartyGate counterpartyId={d.resellerId} side="sales" onReady={onReady} />
          <Card size="small">
            <Form form={form} layout="vertical" onFinish={submit} initialValues={{ quantity: String(Math.min(min, max)) }} id="sell-form">
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="quantity"
                    label={`${t('trade.form.quantity')} (${english ? d.unitEn : d.unit})`}
                    extra={t('trade.checkout.limitsValue', { min: String(min), max: String(max) })}
                    rules={quantityRules(t, min, max)}
                  >
                    <Input {...QUANTITY_INPUT} autoFocus data-testid="sell-quantity" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={16}>
                  <Form.Item
                    name="deliveryCharacter"
                    label={t('trade.checkout.deliveryCharacter')}
                    rules={[
                      { required: true, whitespace: true, message: t('trade.form.character.required') },
                      { max: 60, message: t('trade.form.max60') },
                    ]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="remark" label={t('trade.form.remark')} rules={[{ max: 200, message: t('trade.form.max200') }]}>
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
            </Form>
          </Card>
        </Space>
      </Col>
      <Col xs={24} lg={9}>
        <Card size="small" style={{ position: 'sticky', top: 16 }}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Space size={24}>
              <Statistic
                title={t('trade.checkout.unitPrice')}
                prefix={CURRENCY_SIGN}
                value={formatCurrency(d.unitPrice)}
                valueStyle={{ fontSize: 18 }}
              />
              <Statistic
                title={t('trade.checkout.total')}
                prefix={CURRENCY_SIGN}
                value={formatMoney(totalAmount(d.unitPrice, typedQuantity(quantity, min, max)))}
                valueStyle={{ fontSize: 24, color: '#fa541c' }}
              />
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('trade.checkout.sellHint')}
            </Typography.Text>
            {error ? <Alert type="error" showIcon message={t('trade.checkout.orderFailed')} description={error} /> : null}
            <Button type="primary" size="large" block htmlType="submit" form="sell-form" loading={busy} disabled={!ready}>
              {t('trade.checkout.submitSell')}
            </Button>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
