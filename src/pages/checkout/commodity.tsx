import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryBuyerBargainings } from '@/services/bargaining';
import { getShopCommodity } from '@/services/market';
import { pay } from '@/services/payment';
import { createBuyerOrder } from '@/services/trade';
import type { PaymentMethodCode } from '@/types';
import { totalAmount } from '@/utils/decimal';
import useMoneyConfirm from '@/components/MoneyConfirm';
import { CURRENCY_SIGN, priceText } from '@/components/MoneyText';
import { formatCurrency, formatMoney } from '@/utils/format';
import { history, Link, useIntl, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Result, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { useCallback, useState } from 'react';
import CounterpartyGate from './components/CounterpartyGate';
import ListingSummary from './components/ListingSummary';
import PaymentMethodPicker from '@/components/trade/PaymentMethodPicker';
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
  character?: string;
  account?: string;
  note?: string;
  agree?: boolean;
}

const FIELDS = ['quantity', 'character', 'account', 'note'];

/**
 * /checkout/commodity?commodityId=&bargainingId=: buy a commodity. Quantity within stock and
 * min/max, total = price × quantity (decimal-exact), receiving character, payment method; the
 * counterparty check must pass; the order is created, then paid, then the pay result page follows.
 */
export default function CheckoutCommodity() {
  const intl = useIntl();
  const t = useText();
  const to = usePrefixedPath();
  const [params] = useSearchParams();
  const commodityId = params.get('commodityId') ?? '';
  const bargainingId = params.get('bargainingId') ?? undefined;
  const [form] = Form.useForm<Values>();
  const [method, setMethod] = useState<PaymentMethodCode | undefined>();
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const onReady = useCallback((r: boolean) => setReady(r), []);
  const { confirm, methodName } = useMoneyConfirm();

  const listing = useRequest(() => getShopCommodity(commodityId, { silent: true }), { ready: !!commodityId, refreshDeps: [commodityId] });
  const bargain = useRequest(
    async () =>
      (await queryBuyerBargainings({ commodityId, status: 'AGREED', current: 1, size: 50 })).records.find((b) => b.id === bargainingId),
    { ready: !!bargainingId && !!commodityId, refreshDeps: [bargainingId] },
  );
  const quantity = Form.useWatch('quantity', form);
  const c = listing.data;
  const price = bargain.data?.offerPrice ?? c?.unitPrice;
  // what may be bought at once: the listing's limits, its stock and an agreed bargain's quantity
  const min = Math.max(c?.minQuantity ?? 1, 1);
  const max = c ? Math.min(c.maxQuantity, c.stock, bargain.data?.quantity ?? Infinity) : 0;
  // no total for a quantity the rule refuses ('1e5' is no 100000)
  const total = totalAmount(price, typedQuantity(quantity, min, max));
  const { busy, onFinish: submit } = useSubmit(
    form,
    async (values: Values) => {
      if (!method) return;
      setError(undefined);
      try {
        const order = await createBuyerOrder({
          commodityId,
          quantity: typedQuantity(values.quantity, min, max) ?? 0,
          receiving: { character: values.character ?? '', account: values.account || undefined, note: values.note || undefined },
          bargainingId: bargain.data?.id,
        });
        // the order exists now: whatever the payment answers, the result page shows it (and can pay again)
        await pay({ batchNo: order.batchNo, paymentMethod: method }).catch(() => undefined);
        history.push(to(`/pending/payResult/order/${order.batchNo}`));
      } catch (e) {
        setError(showViolations(form, e, FIELDS));
      }
    },
    // the order is paid at once: the amount and the method are confirmed first
    { confirm: async () => !!method && (await confirm({ amount: total, method: methodName(method) })) },
  );

  if (!commodityId) {
    return (
      <Result
        status="info"
        title={t('trade.checkout.missing')}
        extra={
          <Link to={to('/games')}>
            <Button type="primary">{t('trade.checkout.toMarket')}</Button>
          </Link>
        }
      />
    );
  }
  if (listing.error && !isNotFound(listing.error)) {
    // a failed load (a 5xx, no answer) is no missing listing: offer the load again
    return <LoadState loading={listing.loading} error={listing.error} onRetry={listing.refresh} rows={10} />;
  }
  if (listing.error) {
    return (
      <Result
        status="404"
        title={t('trade.checkout.notFound')}
        extra={
          <Link to={to('/games')}>
            <Button type="primary">{t('trade.checkout.toMarket')}</Button>
          </Link>
        }
      />
    );
  }
  if (!c) return <Skeleton active paragraph={{ rows: 10 }} />;

  const english = isEnglish(intl.locale);
  return (
    <Row gutter={16}>
      <Col xs={24} lg={15}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Card size="small">
            <ListingSummary listing={c} kind="commodity" />
          </Card>
          <CounterpartyGate counterpartyId={c.supplierId} side="purchase" onReady={onReady} />
          <Card size="small" title={t('trade.checkout.receiving')}>
            <Form
              form={form}
              layout="vertical"
              onFinish={submit}
              initialValues={{ quantity: String(Math.min(min, max)) }}
              id="checkout-form"
            >
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="quantity"
                    label={`${t('trade.form.quantity')} (${english ? c.unitEn : c.unit})`}
                    extra={t('trade.checkout.limitsValue', { min: String(min), max: String(max) })}
                    rules={quantityRules(t, min, max)}
                  >
                    <Input {...QUANTITY_INPUT} autoFocus data-testid="checkout-quantity" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="character"
                    label={t('trade.form.character')}
                    rules={[
                      { required: true, whitespace: true, message: t('trade.form.character.required') },
                      { max: 60, message: t('trade.form.max60') },
                    ]}
                  >
                    <Input data-testid="checkout-character" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="account" label={t('trade.form.account')} rules={[{ max: 60, message: t('trade.form.max60') }]}>
                    <Input />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="note" label={t('trade.form.note')} rules={[{ max: 200, message: t('trade.form.max200') }]}>
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
              <Form.Item
                name="agree"
                valuePropName="checked"
                rules={[
                  { validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('trade.checkout.agreement.required')))) },
                ]}
              >
                <Checkbox data-testid="checkout-agree">{t('trade.checkout.agreement')}</Checkbox>
              </Form.Item>
            </Form>
          </Card>
        </Space>
      </Col>
      <Col xs={24} lg={9}>
        <Card size="small" title={t('trade.payment.choose')} style={{ position: 'sticky', top: 16 }}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Space size={24}>
              <Statistic
                title={bargain.data ? t('trade.checkout.agreedPrice') : t('trade.checkout.unitPrice')}
                prefix={CURRENCY_SIGN}
                value={formatCurrency(price)}
                valueStyle={{ fontSize: 18 }}
              />
              <Statistic
                title={t('trade.checkout.total')}
                prefix={CURRENCY_SIGN}
                value={formatMoney(total)}
                valueStyle={{ fontSize: 24, color: '#fa541c' }}
                data-testid="checkout-total"
              />
            </Space>
            {bargain.data ? (
              <Typography.Text delete type="secondary">
                {priceText(c.unitPrice)}
              </Typography.Text>
            ) : null}
            <PaymentMethodPicker amount={total} value={method} onChange={setMethod} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('trade.checkout.payDeadline')}
            </Typography.Text>
            {error ? (
              <Alert type="error" showIcon message={t('trade.checkout.orderFailed')} description={error} data-testid="checkout-error" />
            ) : null}
            <Button
              type="primary"
              size="large"
              block
              htmlType="submit"
              form="checkout-form"
              loading={busy}
              disabled={!ready || !method}
              data-testid="checkout-submit"
            >
              {t('trade.checkout.submit')}
            </Button>
            {!bargain.data ? <Link to={to(`/checkout/bargaining?commodityId=${commodityId}`)}>{t('trade.checkout.bargain')}</Link> : null}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
