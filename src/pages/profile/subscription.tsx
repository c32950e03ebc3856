import { MANDATORY_SITE_EVENTS, NOTIFY_CHANNELS, NOTIFY_EVENTS, PHONE_RE, TIME_RE } from '@/constants/account';
import useSubmit from '@/hooks/useSubmit';
import { getSubscription, saveSubscription, sendVoiceTest } from '@/services/subscription';
import type { NotifyChannel, NotifyEvent, SubscriptionSettings } from '@/types';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { useRequest } from 'ahooks';
import { Button, Card, Checkbox, Col, Form, Input, Row, Skeleton, Space, Switch, Table, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

type Values = Omit<SubscriptionSettings, 'modifiedAt'>;

/** /profile/subscription: which events reach the user by which channel, voice calls, quiet hours, sounds. */
export default function Subscription() {
  const t = useText();
  const [form] = Form.useForm<Values>();
  const { data, loading, error, refresh } = useRequest(getSubscription);
  const [calling, setCalling] = useState(false);
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const saved = await saveSubscription({
      ...v,
      events: form.getFieldValue('events') as SubscriptionSettings['events'],
      voicePhone: v.voicePhone || undefined,
      quietStart: v.quietStart || undefined,
      quietEnd: v.quietEnd || undefined,
    });
    form.setFieldsValue(saved);
    toast.success(t('account.subscription.saved'));
  });
  const testCall = async () => {
    setCalling(true);
    try {
      const r = await sendVoiceTest(form.getFieldValue('voicePhone') || undefined);
      toast.info(t('account.subscription.voiceCalled', { phone: r.phone }));
    } catch (e) {
      reportError(e); // the pipeline showed a refused call; anything else is shown here
    } finally {
      setCalling(false);
    }
  };

  if (error && !data) return <LoadState error onRetry={refresh} />;
  if (loading && !data) return <Skeleton active paragraph={{ rows: 10 }} />;

  const columns = [
    {
      title: t('account.subscription.events'),
      dataIndex: 'event',
      render: (e: NotifyEvent) => t(`account.subscription.event.${e}`),
    },
    ...NOTIFY_CHANNELS.map((c: NotifyChannel) => ({
      title: t(`account.subscription.channel.${c}`),
      key: c,
      align: 'center' as const,
      width: 120,
      render: (_: unknown, row: { event: NotifyEvent }) => {
        const locked = c === 'SITE' && MANDATORY_SITE_EVENTS.includes(row.event);
        return (
          <Form.Item noStyle shouldUpdate>
            {() => {
              const list: NotifyChannel[] = form.getFieldValue(['events', row.event]) ?? [];
              const box = (
                <Checkbox
                  checked={locked || list.includes(c)}
                  disabled={locked}
                  // a cell of the event × channel grid: its name is its row and column heading
                  aria-label={`${t(`account.subscription.event.${row.event}`)} · ${t(`account.subscription.channel.${c}`)}`}
                  data-testid={`sub-${row.event}-${c}`}
                  onChange={(e) =>
                    form.setFieldValue(
                      ['events', row.event],
                      e.target.checked ? NOTIFY_CHANNELS.filter((x) => x === c || list.includes(x)) : list.filter((x) => x !== c),
                    )
                  }
                />
              );
              return locked ? <Tooltip title={t('account.subscription.mandatory')}>{box}</Tooltip> : box;
            }}
          </Form.Item>
        );
      },
    })),
  ];

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} data-testid="subscription-form">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Table rowKey="event" size="small" pagination={false} columns={columns} dataSource={NOTIFY_EVENTS.map((event) => ({ event }))} />
        </Card>
        <Card size="small" title={t('account.subscription.voice')}>
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item label={t('account.subscription.voicePhone')} htmlFor="voicePhone">
                <Space.Compact block>
                  <Form.Item name="voicePhone" noStyle rules={[{ pattern: PHONE_RE, message: t('account.rule.phone') }]}>
                    <Input inputMode="tel" />
                  </Form.Item>
                  <Button onClick={testCall} loading={calling}>
                    {t('account.subscription.voiceTest')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item
                name="quietStart"
                label={`${t('account.subscription.quietStart')}`}
                tooltip={t('account.subscription.quiet')}
                rules={[{ pattern: TIME_RE, message: t('account.rule.time') }]}
              >
                <Input placeholder="22:00" />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item
                name="quietEnd"
                label={t('account.subscription.quietEnd')}
                dependencies={['quietStart']}
                rules={[
                  { pattern: TIME_RE, message: t('account.rule.time') },
                  ({ getFieldValue }) => ({
                    validator: async (_, v?: string) => {
                      if (!v !== !getFieldValue('quietStart')) throw new Error(t('account.rule.quietBoth'));
                    },
                  }),
                ]}
              >
                <Input placeholder="08:00" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="sound" valuePropName="checked" label={t('account.subscription.sound')}>
            <Switch />
          </Form.Item>
        </Card>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="subscription-save">
          {t('account.common.save')}
        </Button>
      </Space>
    </Form>
  );
}
