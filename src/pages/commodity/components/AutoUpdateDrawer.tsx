import { priceColumn } from '@/components/columns';
import { priceIssue, stockIssue } from '@/constants/commodity';
import { intervalIssue } from '@/domain/supplier/rules';
import useSubmit from '@/hooks/useSubmit';
import { queryAutoUpdate, removeAutoUpdate, saveAutoUpdate } from '@/services/commodity';
import type { AutoUpdateInput, AutoUpdateRow } from '@/types';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { proTableRequest } from '@/utils/proTable';
import { toast } from '@/utils/toast';
import { type ActionType, ProForm, ProFormSwitch, ProFormText, ProTable } from '@ant-design/pro-components';
import { Alert, Drawer, Form, Popconfirm, Switch, Typography } from 'antd';
import { useRef } from 'react';
import useRuleText, { ruleFrom } from './useRuleText';
import useText from '@/hooks/useText';

/** Counts and minutes as typed: checked by the shared rules, sent as numbers (a number input would clamp '-3' and round '12.345'). */
type Values = Omit<AutoUpdateInput, 'commodityIds' | 'restockThreshold' | 'restockQuantity' | 'intervalMinutes'> & {
  restockThreshold: number | string;
  restockQuantity: number | string;
  intervalMinutes: number | string;
};

const whole = (v: number | string) => Number(String(v).trim());
const WHOLE_FIELD = { inputMode: 'numeric', autoComplete: 'off' } as const;

interface Props {
  open: boolean;
  /** commodities the form applies to; empty shows only the configured list */
  ids: string[];
  onClose: () => void;
  onChanged: () => void;
  /** opens the market-following repricing rules (the richer successor of this form) */
  onRepricing?: () => void;
}

const DEFAULTS: Values = {
  enabled: true,
  priceOffset: '0.01',
  floorPrice: '',
  restockThreshold: 10,
  restockQuantity: 100,
  intervalMinutes: 30,
};

/** autoUpdatePriceAndQuantity for the selection, and listAutoUpdateConfig with pause / remove. */
export default function AutoUpdateDrawer({ open, ids, onClose, onChanged, onRepricing }: Props) {
  const t = useText();
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const tableRef = useRef<ActionType>();
  const changed = () => {
    tableRef.current?.reload();
    onChanged();
  };
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const r = await saveAutoUpdate({
      ...v,
      commodityIds: ids,
      floorPrice: String(v.floorPrice).trim(),
      priceOffset: String(v.priceOffset).trim(),
      restockThreshold: whole(v.restockThreshold),
      restockQuantity: whole(v.restockQuantity),
      intervalMinutes: whole(v.intervalMinutes),
    });
    toast.success(t('supplier.auto.saved', { count: r.updated }));
    changed();
  });
  const toggle = async (row: AutoUpdateRow, enabled: boolean) => {
    const { commodityId, commodityTitle: _t, unitPrice: _p, stock: _s, lastRunAt: _r, lastPrice: _l, ...cfg } = row;
    await saveAutoUpdate({ ...cfg, enabled, commodityIds: [commodityId] });
    changed();
  };
  return (
    <Drawer title={t('supplier.auto.title')} open={open} onClose={onClose} width={900} destroyOnClose data-testid="auto-update-drawer">
      <Alert
        type="info"
        showIcon
        message={t('supplier.auto.hint')}
        style={{ marginBottom: 12 }}
        action={onRepricing ? <a onClick={onRepricing}>{t('pricing.action.rules')}</a> : undefined}
      />
      {ids.length ? (
        <ProForm<Values>
          form={form}
          layout="inline"
          initialValues={DEFAULTS}
          onFinish={onFinish}
          submitter={{
            searchConfig: { submitText: t('supplier.common.save') },
            resetButtonProps: false,
            submitButtonProps: { loading: busy },
          }}
          style={{ rowGap: 8, marginBottom: 16 }}
        >
          <Typography.Text strong style={{ width: '100%' }}>
            {t('supplier.auto.applyTo', { count: ids.length })}
          </Typography.Text>
          <ProFormSwitch name="enabled" label={t('supplier.auto.enabled')} />
          <ProFormText
            name="floorPrice"
            label={t('supplier.auto.floorPrice')}
            width={110}
            rules={[ruleFrom((v) => (priceIssue(v as string) ? 'supplier.rule.autoUpdate.floor' : undefined), ruleText)]}
          />
          <ProFormText
            name="priceOffset"
            label={t('supplier.auto.priceOffset')}
            width={90}
            rules={[
              ruleFrom((v) => (/^\d+(\.\d{1,4})?$/.test(String(v ?? '').trim()) ? undefined : 'supplier.rule.autoUpdate.offset'), ruleText),
            ]}
          />
          <ProFormText
            name="restockThreshold"
            label={t('supplier.auto.restockThreshold')}
            width={90}
            fieldProps={WHOLE_FIELD}
            rules={[ruleFrom((v) => stockIssue(v as string), ruleText)]}
          />
          <ProFormText
            name="restockQuantity"
            label={t('supplier.auto.restockQuantity')}
            width={100}
            fieldProps={WHOLE_FIELD}
            rules={[ruleFrom((v) => stockIssue(v as string), ruleText)]}
          />
          <ProFormText
            name="intervalMinutes"
            label={t('supplier.auto.intervalMinutes')}
            width={90}
            fieldProps={WHOLE_FIELD}
            rules={[ruleFrom((v) => intervalIssue(v as string), ruleText)]}
          />
        </ProForm>
      ) : null}
      <ProTable<AutoUpdateRow>
        headerTitle={t('supplier.auto.list')}
        size="small"
        rowKey="commodityId"
        actionRef={tableRef}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        request={proTableRequest(queryAutoUpdate)}
        pagination={{ defaultPageSize: 10, size: 'small' }}
        columns={[
          { title: t('supplier.commodity.col.title'), dataIndex: 'commodityTitle', ellipsis: true, width: 260 },
          priceColumn<AutoUpdateRow>(t('supplier.commodity.col.unitPrice'), 'unitPrice', undefined, { width: 100 }),
          priceColumn<AutoUpdateRow>(t('supplier.auto.floorPrice'), 'floorPrice', undefined, { width: 90 }),
          {
            title: t('supplier.commodity.col.stock'),
            dataIndex: 'stock',
            align: 'right',
            width: 80,
            render: (_, r) => formatQuantity(r.stock),
          },
          { title: t('supplier.auto.lastRun'), dataIndex: 'lastRunAt', width: 150, render: (_, r) => formatDateTime(r.lastRunAt) || '-' },
          {
            title: t('supplier.auto.enabled'),
            dataIndex: 'enabled',
            width: 70,
            render: (_, r) => <Switch size="small" checked={r.enabled} onChange={(on) => toggle(r, on)} />,
          },
          {
            title: t('supplier.common.actions'),
            valueType: 'option',
            width: 70,
            render: (_, r) => (
              <Popconfirm
                title={t('supplier.auto.remove.confirm', { title: r.commodityTitle })}
                onConfirm={async () => (await removeAutoUpdate(r.commodityId), changed())}
              >
                <a>{t('supplier.auto.remove')}</a>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
