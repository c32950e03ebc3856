import { TRADE_METHODS } from '@/domain/reseller/facts';
import { getResellerGameConfigs, saveResellerGameConfigs } from '@/services/reseller';
import type { ResellerGameConfig } from '@/types';
import { toast } from '@/utils/toast';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Card, Empty, Form, Input, Select, Skeleton, Switch, Table } from 'antd';
import { useEffect } from 'react';
import { useGames, useCatalogName } from '@/hooks/useCatalog';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import useSubmit from '@/hooks/useSubmit';
import { useIntl } from '@umijs/max';
import { quantityRule, requiredRule } from '@/components/reseller/fieldRules';
import { checkQuantity } from '@/domain/reseller/demandRules';

/**
 * A row as edited: the default quantities are text checked by the shared demand rule and sent as
 * numbers (a number input would clamp '-3' to 1, round '12.345' and drop 'abc').
 */
type Row = Omit<ResellerGameConfig, 'defaultMinQuantity' | 'defaultMaxQuantity'> & {
  defaultMinQuantity: number | string;
  defaultMaxQuantity: number | string;
};

const quantityOf = (v: number | string | undefined) => (v === undefined || v === null ? undefined : checkQuantity(String(v)).value);
const QUANTITY_FIELD = { inputMode: 'numeric', autoComplete: 'off', style: { width: 90 } } as const;

/** The games the receiver works and its defaults per game (me/game-configs), edited as one list. */
export default function GameConfigCard() {
  const t = useText();
  const intl = useIntl();
  const name = useCatalogName();
  const { games } = useGames();
  const [form] = Form.useForm<{ configs: Row[] }>();
  const { data, loading, error, refresh } = useRequest(getResellerGameConfigs);
  useEffect(() => {
    if (data) form.setFieldsValue({ configs: data });
  }, [data, form]);

  const { busy, onFinish: save } = useSubmit(form, async (v: { configs?: Row[] }) => {
    const saved = await saveResellerGameConfigs(
      (v.configs ?? []).map((c) => ({
        ...c,
        defaultMinQuantity: quantityOf(c.defaultMinQuantity) ?? Number.NaN,
        defaultMaxQuantity: quantityOf(c.defaultMaxQuantity) ?? Number.NaN,
      })),
    );
    form.setFieldsValue({ configs: saved });
    toast.success(t('reseller.setting.games.saved'));
  });

  if (loading && !data) return <Skeleton active />;
  if (!data && error) {
    // saving a list that failed to load would replace the stored one with an empty list
    return (
      <Card size="small" title={t('reseller.setting.games')} style={{ marginBottom: 12 }}>
        <LoadState error onRetry={refresh} />
      </Card>
    );
  }
  return (
    <Card size="small" title={t('reseller.setting.games')} style={{ marginBottom: 12 }}>
      <Form form={form} onFinish={save} component={false}>
        <Form.List name="configs">
          {(fields, { add, remove }) => (
            <>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={fields}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reseller.setting.games.empty')} /> }}
                columns={[
                  {
                    title: t('reseller.demand.game'),
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'gameId']}
                        rules={[{ required: true, message: t('reseller.form.placeholder.game') }]}
                        style={{ margin: 0 }}
                      >
                        {/* row inputs have no label of their own: each is named by its column, like min/max */}
                        <Select
                          showSearch
                          aria-label={t('reseller.demand.game')}
                          optionFilterProp="label"
                          style={{ minWidth: 180 }}
                          placeholder={t('reseller.form.placeholder.game')}
                          options={games.map((g) => ({ value: g.id, label: name(g) }))}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('reseller.setting.games.enabled'),
                    width: 90,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'enabled']} valuePropName="checked" style={{ margin: 0 }}>
                        <Switch size="small" aria-label={t('reseller.setting.games.enabled')} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('reseller.setting.games.autoPublic'),
                    width: 130,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'autoPublic']} valuePropName="checked" style={{ margin: 0 }}>
                        <Switch size="small" aria-label={t('reseller.setting.games.autoPublic')} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('reseller.setting.games.method'),
                    width: 160,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'defaultTradeMethod']} style={{ margin: 0 }}>
                        <Select
                          aria-label={t('reseller.setting.games.method')}
                          options={TRADE_METHODS.map((m) => ({ value: m, label: t(`reseller.tradeMethod.${m}`) }))}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('reseller.setting.games.min'),
                    width: 110,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'defaultMinQuantity']}
                        style={{ margin: 0 }}
                        dependencies={[['configs', f.name, 'defaultMaxQuantity']]}
                        rules={[
                          requiredRule(intl, 'reseller.setting.games.min'),
                          quantityRule(intl),
                          ({ getFieldValue }) => ({
                            validator: async (_, typed?: number | string) => {
                              // compared once both read as quantities; each field's own rule words a bad one
                              const min = quantityOf(typed);
                              const max = quantityOf(getFieldValue(['configs', f.name, 'defaultMaxQuantity']) as string | undefined);
                              if (min && max && min > max) throw new Error(t('reseller.form.minGtMax'));
                            },
                          }),
                        ]}
                      >
                        <Input {...QUANTITY_FIELD} aria-label={t('reseller.setting.games.min')} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('reseller.setting.games.max'),
                    width: 110,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'defaultMaxQuantity']}
                        style={{ margin: 0 }}
                        rules={[requiredRule(intl, 'reseller.setting.games.max'), quantityRule(intl)]}
                      >
                        <Input {...QUANTITY_FIELD} aria-label={t('reseller.setting.games.max')} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '',
                    width: 50,
                    render: (_, f) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('reseller.setting.games.remove')}
                        onClick={() => remove(f.name)}
                      />
                    ),
                  },
                ]}
              />
              <div style={{ marginTop: 8, display: 'flex', gap: 8 }}>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({ enabled: true, autoPublic: true, defaultTradeMethod: 'MAIL', defaultMinQuantity: 1, defaultMaxQuantity: 1000 })
                  }
                >
                  {t('reseller.setting.games.add')}
                </Button>
                <Button type="primary" loading={busy} onClick={() => form.submit()}>
                  {t('reseller.setting.games.save')}
                </Button>
              </div>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
