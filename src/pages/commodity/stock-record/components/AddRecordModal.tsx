import { orderQuantityIssue } from '@/constants/commodity';
import { STOCK_RECORD_LIMITS } from '@/domain/supplier/rules';
import useSubmit from '@/hooks/useSubmit';
import { queryMyCommodities } from '@/services/commodity';
import { addStockRecord } from '@/services/stock';
import { getInOutRemarks } from '@/services/supplier';
import type { StockRecordInput, SupplierCommodity } from '@/types';
import { formatQuantity } from '@/utils/format';
import { toast } from '@/utils/toast';
import { ModalForm, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Alert, AutoComplete, Form } from 'antd';
import { useState } from 'react';
import useRuleText, { ruleFrom } from '../../components/useRuleText';
import useText from '@/hooks/useText';

/** The quantity as typed: checked by the shared rule, sent as a number (a number input would clamp '-3' and round '12.345'). */
type Values = Omit<StockRecordInput, 'quantity'> & { quantity?: number | string };

interface Props {
  open: boolean;
  commodityId?: string;
  onClose: () => void;
  onDone: () => void;
}

/** A manual IN or OUT record; shows the stock now and after, and offers the in/out remark presets. */
export default function AddRecordModal({ open, commodityId, onClose, onDone }: Props) {
  const t = useText();
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const [options, setOptions] = useState<SupplierCommodity[]>([]);
  const type = Form.useWatch('type', form);
  const chosenId = Form.useWatch('commodityId', form);
  const typed = Form.useWatch('quantity', form);
  // the stock after is shown for a quantity the rule accepts only ('1e5' is no 100000)
  const quantity = orderQuantityIssue(typed) ? undefined : Number(String(typed).trim());
  const remarks = useRequest(getInOutRemarks, { ready: open });
  const search = useRequest((keyword: string) => queryMyCommodities({ keyword, size: 20 }), {
    manual: true,
    debounceWait: 250,
    onSuccess: (page) => setOptions(page.records),
  });
  const chosen = options.find((c) => c.id === chosenId);
  const after = chosen && typeof quantity === 'number' ? chosen.stock + (type === 'OUT' ? -quantity : quantity) : undefined;
  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const r = await addStockRecord({ ...v, quantity: Number(String(v.quantity).trim()), remark: v.remark?.trim() || undefined });
    toast.success(t('supplier.stock.add.done', { balance: formatQuantity(r.balanceAfter) }));
    form.resetFields();
    onDone();
  });
  const presets = (type === 'OUT' ? remarks.data?.outRemarks : remarks.data?.inRemarks) ?? [];
  return (
    <ModalForm<Values>
      title={t('supplier.stock.add.title')}
      open={open}
      form={form}
      width={560}
      layout="horizontal"
      labelCol={{ span: 5 }}
      initialValues={{ type: 'IN', commodityId }}
      modalProps={{ onCancel: onClose, okButtonProps: { loading: busy }, afterOpenChange: (o) => o && search.run(commodityId ?? '') }}
      onFinish={async (v) => {
        await onFinish(v);
        return false;
      }}
    >
      <ProFormSelect
        name="commodityId"
        label={t('supplier.stock.add.commodity')}
        rules={[{ required: true, message: t('supplier.rule.required') }]}
        fieldProps={{
          showSearch: true,
          filterOption: false,
          loading: search.loading,
          placeholder: t('supplier.stock.add.commodity.placeholder'),
          onSearch: (k: string) => search.run(k),
          options: options.map((c) => ({ value: c.id, label: `${c.id} · ${c.title}` })),
        }}
      />
      <ProFormRadio.Group
        name="type"
        label={t('supplier.stock.col.type')}
        radioType="button"
        options={(['IN', 'OUT'] as const).map((v) => ({ value: v, label: t(`supplier.stock.type.${v}`) }))}
      />
      <ProFormText
        name="quantity"
        label={t('supplier.stock.col.quantity')}
        formItemProps={{ required: true }}
        fieldProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        rules={[ruleFrom((v) => orderQuantityIssue(v as string), ruleText)]}
      />
      <ProFormText name="remark" label={t('supplier.stock.col.remark')}>
        <AutoComplete
          options={presets.map((r) => ({ value: r }))}
          maxLength={STOCK_RECORD_LIMITS.remarkMax}
          allowClear
          placeholder={t('supplier.common.remark')}
        />
      </ProFormText>
      {chosen ? (
        <Alert
          type={after !== undefined && after < 0 ? 'error' : 'info'}
          showIcon
          message={t('supplier.stock.add.current', {
            stock: formatQuantity(chosen.stock),
            after: after === undefined ? '-' : formatQuantity(after),
          })}
        />
      ) : null}
    </ModalForm>
  );
}
