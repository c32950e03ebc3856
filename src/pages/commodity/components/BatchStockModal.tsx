import { orderQuantityIssue } from '@/constants/commodity';
import { STOCK_RECORD_LIMITS } from '@/domain/supplier/rules';
import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import { addStockRecordsBatch } from '@/services/stock';
import type { SupplierCommodity } from '@/types';
import { formatQuantity } from '@/utils/format';
import { toast } from '@/utils/toast';
import { Alert, Form, Input, Modal, Radio, Table, Typography } from 'antd';
import { useEffect } from 'react';
import useRuleText, { ruleFrom } from './useRuleText';
import { batchItems, type BatchStockValues as Values } from './batchStock';

interface Props {
  commodities: SupplierCommodity[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Stock in or out for several selected commodities at once; the stock column shows the new balances. */
export default function BatchStockModal({ commodities, open, onClose, onDone }: Props) {
  const t = useText();
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? 'IN';
  useEffect(() => {
    if (open) form.resetFields();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- a fresh form each time it opens
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const items = batchItems(commodities, v);
    if (!items.length) {
      toast.error(t('supplier.stock.batch.none'));
      return;
    }
    const written = await addStockRecordsBatch(v.type, items);
    toast.success(t('supplier.stock.batch.done', { count: written.length }));
    onDone();
  });
  return (
    <Modal
      title={t('supplier.stock.batch.title', { count: commodities.length })}
      open={open}
      width={720}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, id: 'batch-stock-ok' }}
      okText={t('supplier.common.confirm')}
      cancelText={t('supplier.common.cancel')}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ type: 'IN' }} onFinish={onFinish} data-testid="batch-stock-form">
        <Form.Item name="type" label={t('supplier.stock.col.type')}>
          <Radio.Group
            optionType="button"
            options={(['IN', 'OUT'] as const).map((v) => ({ value: v, label: t(`supplier.stock.type.${v}`) }))}
          />
        </Form.Item>
        <Alert type="info" showIcon message={t('supplier.stock.batch.hint')} style={{ marginBottom: 12 }} />
        <Table<SupplierCommodity>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={commodities}
          columns={[
            {
              title: t('supplier.stock.col.commodity'),
              dataIndex: 'title',
              render: (_, c) => (
                <span>
                  <Typography.Text type="secondary">{c.id}</Typography.Text> {c.title}
                </span>
              ),
            },
            {
              title: t('supplier.stock.batch.stockNow'),
              dataIndex: 'stock',
              align: 'right',
              width: 100,
              render: (_, c) => formatQuantity(c.stock),
            },
            {
              title: t('supplier.stock.col.quantity'),
              key: 'quantity',
              width: 150,
              render: (_, c) => (
                <Form.Item
                  name={['quantity', c.id]}
                  style={{ margin: 0 }}
                  rules={[
                    ruleFrom((v) => (v === undefined || String(v).trim() === '' ? undefined : orderQuantityIssue(v as string)), ruleText),
                    {
                      validator: (_r, v?: string) =>
                        type === 'OUT' && v && Number(v) > c.stock
                          ? Promise.reject(new Error(t('supplier.stock.batch.overStock', { stock: formatQuantity(c.stock) })))
                          : Promise.resolve(),
                    },
                  ]}
                >
                  <Input inputMode="numeric" autoComplete="off" aria-label={`${t('supplier.stock.col.quantity')} ${c.id}`} />
                </Form.Item>
              ),
            },
          ]}
        />
        <Form.Item name="remark" label={t('supplier.stock.col.remark')} style={{ marginTop: 12 }}>
          <Input maxLength={STOCK_RECORD_LIMITS.remarkMax} allowClear placeholder={t('supplier.common.remark')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
