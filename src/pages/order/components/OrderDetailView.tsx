import type { OrderDetail } from '@/types';
import { moneyText, priceText } from '@/components/MoneyText';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { Card, Col, Descriptions, Empty, Rate, Row, Space, Steps, Table, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import Countdown from './Countdown';
import OrderStatusTag from './OrderStatusTag';
import UserFileLink from '@/components/files/UserFileLink';
import useText, { useEnglish } from '@/hooks/useText';

interface Props {
  order: OrderDetail;
  /** buttons of the allowed actions (none for an archived order) */
  actions?: ReactNode;
  /** a banner under the header (archived note) */
  notice?: ReactNode;
  onExpire?: () => void;
}

const STEP_OF: Record<string, number> = { UN_PAID: 0, PAYMENT_FAILED: 0, TO_DELIVER: 1, DELIVERED: 2, RECEIVED: 3, COMPLETED: 4 };

function Password({ value }: { value?: string }) {
  const t = useText();
  const [shown, setShown] = useState(false);
  if (!value) return <>-</>;
  return shown ? (
    <Typography.Text copyable>{value}</Typography.Text>
  ) : (
    <Typography.Link onClick={() => setShown(true)}>{`•••••• ${t('trade.detail.showPassword')}`}</Typography.Link>
  );
}

/** Everything about one order: steps, parties, goods, money, delivery, changes, history, reviews. */
export default function OrderDetailView({ order: o, actions, notice, onExpire }: Props) {
  const t = useText();
  const english = useEnglish();
  const held = o.status === 'IN_DISPUTE' || o.status === 'PAUSED' || o.status === 'LOCKED';
  const canceled = o.status.startsWith('CANCELED');
  const current = STEP_OF[o.status] ?? (canceled ? 1 : 2);
  const unit = english ? o.unitEn : o.unit;
  const dates: Array<[string, string | undefined]> = [
    ['orderAt', o.orderAt],
    ['payDeadline', o.tradeAt ? undefined : o.payDeadline],
    ['tradeAt', o.tradeAt],
    ['cancelDeadline', o.cancelDeadline],
    ['deliverDeadline', o.deliverDeadline],
    ['deliveryAt', o.deliveryAt],
    ['receiptedAt', o.receiptedAt],
    ['settleDeadline', o.settleDeadline],
    ['settledAt', o.settledAt],
    ['cancelAt', o.cancelAt],
    ['auditTime', o.auditTime],
    ['modifiedAt', o.modifiedAt],
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="order-detail">
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space size={12} wrap>
            <Typography.Text copyable strong style={{ fontFamily: 'monospace', fontSize: 16 }}>
              {o.orderNo}
            </Typography.Text>
            <OrderStatusTag status={o.status} />
            <Countdown deadline={o.nextDeadline} onExpire={onExpire} />
          </Space>
          {actions}
        </Space>
        {notice}
        <Steps
          size="small"
          style={{ marginTop: 16 }}
          current={current}
          status={canceled || o.status === 'PAYMENT_FAILED' ? 'error' : held ? 'wait' : undefined}
          items={[
            { title: t('trade.detail.step.order'), description: formatDateTime(o.orderAt) },
            {
              title: canceled && !o.tradeAt ? t('trade.detail.step.canceled') : t('trade.detail.step.pay'),
              description: formatDateTime(o.tradeAt ?? o.cancelAt),
            },
            {
              title: held
                ? t('trade.detail.step.held')
                : canceled && o.tradeAt
                  ? t('trade.detail.step.canceled')
                  : t('trade.detail.step.deliver'),
              description: formatDateTime(o.deliveryAt ?? (canceled ? o.cancelAt : undefined)),
            },
            { title: t('trade.detail.step.receive'), description: formatDateTime(o.receiptedAt) },
            { title: t('trade.detail.step.settle'), description: formatDateTime(o.settledAt) },
          ]}
        />
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('trade.detail.section.goods')} style={{ height: '100%' }}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('trade.detail.title')} span={2}>
                {o.title}
              </Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.game')}>{english ? o.gameNameEn : o.gameName}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.server')}>{english ? o.serverNameEn : o.serverName}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.category')}>{english ? o.categoryNameEn : o.categoryName}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.tradeMethod')}>{t(`trade.tradeMethod.${o.tradeMethod}`)}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.source')}>{t(`trade.detail.source.${o.source}`)}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.quantity')}>{`${formatQuantity(o.quantity)} ${unit}`}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.delivered')}>{formatQuantity(o.deliveredQuantity)}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.undelivered')}>{formatQuantity(o.undeliveredQuantity)}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.refunded')}>{formatQuantity(o.refundedQuantity)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('trade.detail.section.money')} style={{ height: '100%' }} data-testid="order-money">
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('trade.detail.unitPrice')}>{priceText(o.unitPrice)}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.listPrice')}>
                {o.listPrice ? <Typography.Text delete>{priceText(o.listPrice)}</Typography.Text> : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.amount')}>
                <strong data-testid="order-amount">{moneyText(o.amount)}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.refundedAmount')}>{moneyText(o.refundedAmount)}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.escrow')}>{moneyText(o.escrow)}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.settledAmount')}>{moneyText(o.settledAmount)}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.paymentMethod')}>
                {o.paymentMethod ? t(`trade.payment.method.${o.paymentMethod}`) : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.batchNo')}>{o.batchNo ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('trade.detail.section.parties')} style={{ height: '100%' }}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item
                label={t('trade.detail.seller')}
              >{`${o.seller.storeName ?? o.seller.name} (${o.seller.id})`}</Descriptions.Item>
              <Descriptions.Item
                label={t('trade.detail.buyer')}
              >{`${o.buyer.storeName ?? o.buyer.name} (${o.buyer.id})`}</Descriptions.Item>
              <Descriptions.Item label={t('trade.detail.character')}>{o.receiving.character}</Descriptions.Item>
              {o.receiving.account ? <Descriptions.Item label={t('trade.detail.account')}>{o.receiving.account}</Descriptions.Item> : null}
              {o.receiving.note ? <Descriptions.Item label={t('trade.detail.note')}>{o.receiving.note}</Descriptions.Item> : null}
              {o.deliveryCharacter ? (
                <Descriptions.Item label={t('trade.detail.deliveryCharacter')}>{o.deliveryCharacter}</Descriptions.Item>
              ) : null}
              {o.disputeReason ? (
                <Descriptions.Item label={t('trade.detail.disputeReason')}>
                  <Typography.Text type="danger">{o.disputeReason}</Typography.Text>
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label={t('trade.detail.remark')}>{o.remark || '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('trade.detail.section.dates')} style={{ height: '100%' }}>
            <Descriptions size="small" column={2}>
              {dates
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <Descriptions.Item key={k} label={t(`trade.detail.${k}`)}>
                    {formatDateTime(v)}
                  </Descriptions.Item>
                ))}
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('trade.detail.section.delivery')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={o.credentials}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trade.detail.noCredentials')} /> }}
          columns={[
            { title: t('trade.detail.deliveredAt'), dataIndex: 'deliveredAt', width: 170, render: (v: string) => formatDateTime(v) },
            {
              title: t('trade.detail.quantity'),
              dataIndex: 'quantity',
              align: 'right',
              width: 90,
              render: (v: number) => formatQuantity(v),
            },
            { title: t('trade.detail.character'), dataIndex: 'character', render: (v?: string) => v ?? '-' },
            { title: t('trade.detail.account'), dataIndex: 'account', render: (v?: string) => v ?? '-' },
            { title: t('trade.detail.password'), dataIndex: 'password', render: (v?: string) => <Password value={v} /> },
            { title: t('trade.detail.note'), dataIndex: 'note', render: (v?: string) => v ?? '-' },
            {
              title: t('trade.detail.section.files'),
              dataIndex: 'files',
              render: (files: OrderDetail['files']) =>
                files.length
                  ? files.map((f) => (
                      <div key={f.url}>
                        <UserFileLink name={f.name} url={f.url} />
                      </div>
                    ))
                  : '-',
            },
          ]}
        />
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('trade.detail.section.changes')} style={{ height: '100%' }}>
            {o.changes.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trade.detail.noChanges')} />
            ) : (
              <Timeline
                items={o.changes.map((c) => ({
                  color: c.status === 'waiting' ? 'orange' : c.status === 'agree' ? 'green' : 'gray',
                  children: (
                    <div>
                      <Space size={6}>
                        <Tag>{t(`trade.change.status.${c.status}`)}</Tag>
                        <Typography.Text type="secondary">{`${t(`trade.change.by.${c.requestedBy}`)} · ${formatDateTime(c.createdAt)}`}</Typography.Text>
                      </Space>
                      <div>
                        {t('trade.change.line', { quantity: formatQuantity(c.quantity), amount: moneyText(c.amount), reason: c.reason })}
                      </div>
                    </div>
                  ),
                }))}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('trade.detail.section.logs')} style={{ height: '100%' }} data-testid="order-logs">
            <Timeline
              items={o.logs.map((l) => ({
                color: l.to?.startsWith('CANCELED') ? 'red' : l.to === 'COMPLETED' ? 'green' : 'blue',
                children: (
                  <div style={{ lineHeight: 1.4 }}>
                    <Typography.Text strong>{t(`trade.log.event.${l.event}`)}</Typography.Text>
                    {l.to ? <Typography.Text type="secondary">{` → ${t(`trade.order.status.${l.to}`)}`}</Typography.Text> : null}
                    {l.note ? <Typography.Text type="secondary">{` (${l.note})`}</Typography.Text> : null}
                    <div>
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                      >{`${formatDateTime(l.at)} · ${t(`trade.log.actor.${l.actor}`)}`}</Typography.Text>
                    </div>
                  </div>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('trade.detail.section.comments')}>
        {o.comments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trade.detail.noComments')} />
        ) : (
          o.comments.map((c) => (
            <div key={c.id} style={{ marginBottom: 8 }}>
              <Space>
                <Rate disabled value={c.rating} style={{ fontSize: 14 }} />
                <Typography.Text type="secondary">{formatDateTime(c.createdAt)}</Typography.Text>
              </Space>
              <div>{c.content}</div>
              {c.reply ? <Typography.Text type="secondary">{`↳ ${c.reply}`}</Typography.Text> : null}
            </div>
          ))
        )}
      </Card>
    </Space>
  );
}
