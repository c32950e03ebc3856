import { AUTOMATION_LIMITS, priceProblem, shareProblem, thresholdProblem, type SettingsViolation } from '@/domain/automation/rules';
import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import { queryMyCommodities } from '@/services/commodity';
import { saveAutomationSettings } from '@/services/automation';
import type { AutomationSettings } from '@/types';
import { formatDateTime } from '@/utils/format';
import { toast } from '@/utils/toast';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';

interface CommodityRow {
  commodityId?: string;
  lowStock?: number | null;
  agreeFloor?: string;
}

interface Values {
  bargainEnabled: boolean;
  agreeShare?: string;
  agreeFloor?: string;
  rejectShare?: string;
  stockEnabled: boolean;
  lowStock: number;
  autoDelist: boolean;
  autoRelist: boolean;
  commodities: CommodityRow[];
}

const toValues = (s: AutomationSettings): Values => ({
  bargainEnabled: s.bargain.enabled,
  agreeShare: s.bargain.agreeShare,
  agreeFloor: s.bargain.agreeFloor,
  rejectShare: s.bargain.rejectShare,
  stockEnabled: s.stock.enabled,
  lowStock: s.stock.lowStock,
  autoDelist: s.stock.autoDelist,
  autoRelist: s.stock.autoRelist,
  commodities: s.commodities.map((c) => ({ ...c })),
});

const blank = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

const toSettings = (v: Values): AutomationSettings => ({
  bargain: {
    enabled: v.bargainEnabled,
    agreeShare: blank(v.agreeShare),
    agreeFloor: blank(v.agreeFloor),
    rejectShare: blank(v.rejectShare),
  },
  stock: { enabled: v.stockEnabled, lowStock: v.lowStock, autoDelist: v.autoDelist, autoRelist: v.autoRelist },
  commodities: (v.commodities ?? []).map((c) => ({
    commodityId: c.commodityId ?? '',
    ...(c.lowStock === null || c.lowStock === undefined ? {} : { lowStock: c.lowStock }),
    ...(blank(c.agreeFloor) ? { agreeFloor: blank(c.agreeFloor) } : {}),
  })),
});

/** The rule settings of the supplier: bargaining answers, stock warnings and delisting, per-commodity overrides. */
export default function AutomationForm({ settings, onSaved }: { settings: AutomationSettings; onSaved: (s: AutomationSettings) => void }) {
  const t = useText();
  const [form] = Form.useForm<Values>();
  const initial = useMemo(() => toValues(settings), [settings]);
  const commodities = useRequest(() => queryMyCommodities({ current: 1, size: 500 }));
  const options = (commodities.data?.records ?? []).map((c) => ({ value: c.id, label: `${c.title} (${c.id})` }));
  const bargainEnabled = Form.useWatch('bargainEnabled', form) ?? initial.bargainEnabled;
  const stockEnabled = Form.useWatch('stockEnabled', form) ?? initial.stockEnabled;

  const save = useSubmit(form, async (values: Values) => {
    const saved = await saveAutomationSettings(toSettings(values));
    toast.success(t('automation.saved'));
    onSaved(saved);
  });

  const check =
    (problem: (v: unknown) => SettingsViolation | undefined): Rule =>
    () => ({
      validator: (_, v: unknown) => {
        const p = problem(v);
        return p ? Promise.reject(new Error(t(p.key, p.values))) : Promise.resolve();
      },
    });
  const rejectBelowAgree: Rule = ({ getFieldValue }) => ({
    validator: (_, v: string | undefined) => {
      const agree = Number(getFieldValue('agreeShare'));
      return blank(v) && blank(getFieldValue('agreeShare')) && Number(v) >= agree
        ? Promise.reject(new Error(t('automation.rule.rejectBelowAgree')))
        : Promise.resolve();
    },
  });
  const someRule: Rule = ({ getFieldValue }) => ({
    validator: () =>
      getFieldValue('bargainEnabled') && !['agreeShare', 'agreeFloor', 'rejectShare'].some((k) => blank(getFieldValue(k)))
        ? Promise.reject(new Error(t('automation.rule.bargainEmpty')))
        : Promise.resolve(),
  });
  const unique: Rule = ({ getFieldValue }) => ({
    validator: (_, v: string | undefined) =>
      v && (getFieldValue('commodities') as CommodityRow[]).filter((c) => c?.commodityId === v).length > 1
        ? Promise.reject(new Error(t('automation.rule.duplicate')))
        : Promise.resolve(),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={save.onFinish}
      data-testid="automation-form"
      style={{ maxWidth: 960 }}
    >
      <Card title={t('automation.bargain.title')} size="small" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('automation.bargain.help')}</Typography.Paragraph>
        <Form.Item name="bargainEnabled" valuePropName="checked" label={t('automation.bargain.enabled')}>
          <Switch data-testid="bargain-enabled" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="agreeShare"
              label={t('automation.bargain.agreeShare')}
              rules={[check(shareProblem), someRule]}
              dependencies={['bargainEnabled', 'agreeFloor', 'rejectShare']}
            >
              <Input inputMode="decimal" suffix="%" disabled={!bargainEnabled} data-testid="agree-share" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="agreeFloor" label={t('automation.bargain.agreeFloor')} rules={[check(priceProblem)]}>
              <Input inputMode="decimal" disabled={!bargainEnabled} data-testid="agree-floor" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="rejectShare"
              label={t('automation.bargain.rejectShare')}
              rules={[check(shareProblem), rejectBelowAgree]}
              dependencies={['agreeShare']}
            >
              <Input inputMode="decimal" suffix="%" disabled={!bargainEnabled} data-testid="reject-share" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title={t('automation.stock.title')} size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="stockEnabled" valuePropName="checked" label={t('automation.stock.enabled')}>
              <Switch data-testid="stock-enabled" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="lowStock"
              label={t('automation.stock.lowStock')}
              rules={[
                { required: true, message: t('automation.rule.threshold', { max: AUTOMATION_LIMITS.lowStockMax }) },
                check(thresholdProblem),
              ]}
            >
              <InputNumber
                min={0}
                max={AUTOMATION_LIMITS.lowStockMax}
                precision={0}
                disabled={!stockEnabled}
                style={{ width: '100%' }}
                data-testid="low-stock"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="autoDelist" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox disabled={!stockEnabled} data-testid="auto-delist">
            {t('automation.stock.autoDelist')}
          </Checkbox>
        </Form.Item>
        <Form.Item name="autoRelist" valuePropName="checked">
          <Checkbox disabled={!stockEnabled} data-testid="auto-relist">
            {t('automation.stock.autoRelist')}
          </Checkbox>
        </Form.Item>
      </Card>

      <Card title={t('automation.commodities.title')} size="small" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('automation.commodities.help')}</Typography.Paragraph>
        <Form.List name="commodities">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row key={field.key} gutter={8} align="top" data-testid="commodity-rule">
                  <Col xs={24} md={12}>
                    <Form.Item
                      name={[field.name, 'commodityId']}
                      rules={[{ required: true, message: t('automation.rule.commodity') }, unique]}
                      aria-label={t('automation.commodities.commodity')}
                    >
                      <Select
                        showSearch
                        optionFilterProp="label"
                        options={options}
                        loading={commodities.loading}
                        placeholder={t('automation.commodities.commodity')}
                        data-testid="commodity-rule-commodity"
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={5}>
                    <Form.Item name={[field.name, 'lowStock']} rules={[check(thresholdProblem)]}>
                      <InputNumber
                        min={0}
                        precision={0}
                        placeholder={`${t('automation.commodities.lowStock')} (${t('automation.commodities.default')})`}
                        style={{ width: '100%' }}
                        data-testid="commodity-rule-low-stock"
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={5}>
                    <Form.Item name={[field.name, 'agreeFloor']} rules={[check(priceProblem)]}>
                      <Input inputMode="decimal" placeholder={t('automation.commodities.agreeFloor')} data-testid="commodity-rule-floor" />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2}>
                    <Button icon={<DeleteOutlined />} aria-label={t('automation.commodities.remove')} onClick={() => remove(field.name)} />
                  </Col>
                </Row>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({})}
                disabled={fields.length >= AUTOMATION_LIMITS.commoditiesMax}
                data-testid="commodity-rule-add"
              >
                {t('automation.commodities.add')}
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <Space>
        <Button type="primary" htmlType="submit" loading={save.busy} data-testid="automation-save">
          {t('automation.save')}
        </Button>
        {settings.updatedAt ? (
          <Typography.Text type="secondary" data-testid="automation-updated">
            {t('automation.updatedAt', { time: formatDateTime(settings.updatedAt) })}
          </Typography.Text>
        ) : null}
      </Space>
    </Form>
  );
}
