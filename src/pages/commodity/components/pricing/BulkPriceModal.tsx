import ExportButton from '@/components/ExportButton';
import { rowWithPrice } from '@/domain/pricing/arithmetic';
import { changeIssue } from '@/domain/pricing/rules';
import type { BulkPriceInput, PriceSheetResult, PricingRow, PricingRun } from '@/domain/pricing/types';
import { priceIssue } from '@/domain/supplier/rules';
import useSubmit from '@/hooks/useSubmit';
import useText, { useEnglish } from '@/hooks/useText';
import { applyBulkPrice, parsePriceSheet, previewBulkPrice, PRICE_SHEET_URL, undoPricingRun } from '@/services/pricing';
import { errorText } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { UploadOutlined } from '@ant-design/icons';
import { ProForm, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Alert, Button, Form, Modal, Result, Space, Upload } from 'antd';
import { useState } from 'react';
import { ruleFrom } from '../useRuleText';
import usePricingRuleText from './usePricingRuleText';
import PricingPreviewTable from './PricingPreviewTable';
import TargetFields, { targetOf, targetValues, type TargetValues } from './TargetFields';

interface Values extends TargetValues {
  mode: 'CHANGE' | 'UPLOAD';
  direction: 'DOWN' | 'UP';
  kind: 'AMOUNT' | 'PERCENT';
  value: string;
  floor?: string;
  ceiling?: string;
}

interface Props {
  open: boolean;
  ids: string[];
  onClose: () => void;
  onDone: () => void;
}

/** Bulk price edit: change by amount / percentage or upload a price sheet, preview (rows editable), apply, undo. */
export default function BulkPriceModal({ open, ids, onClose, onDone }: Props) {
  const t = useText();
  const english = useEnglish();
  const ruleText = usePricingRuleText();
  const [form] = Form.useForm<Values>();
  const mode: Values['mode'] | undefined = Form.useWatch('mode', form);
  const [rows, setRows] = useState<PricingRow[]>();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [sheet, setSheet] = useState<PriceSheetResult>();
  const [sheetError, setSheetError] = useState<string>();
  const [run, setRun] = useState<PricingRun>();

  const inputOf = (v: Values): BulkPriceInput => {
    const value = String(v.value ?? '').trim();
    return {
      target: targetOf(v, ids),
      change: v.mode === 'CHANGE' ? { kind: v.kind, value: v.direction === 'DOWN' ? `-${value}` : value } : undefined,
      prices: { ...(v.mode === 'UPLOAD' ? sheet?.prices : undefined), ...typed },
      floor: v.floor?.trim() || undefined,
      ceiling: v.ceiling?.trim() || undefined,
      trigger: v.mode === 'UPLOAD' ? 'UPLOAD' : 'BULK',
    };
  };
  const preview = useSubmit(form, async (v: Values) => {
    const r = await previewBulkPrice(inputOf(v));
    setRows(r.rows);
  });
  const apply = useSubmit(form, async (v: Values) => {
    const r = await applyBulkPrice(inputOf(v));
    setRun(r);
    onDone();
  });
  const undo = useSubmit(undefined, async (r: PricingRun) => {
    const done = await undoPricingRun(r.id);
    toast.success(t('pricing.run.undone', { count: done.changes.length - (done.keptOnUndo ?? 0) }));
    setRun(done);
    onDone();
  });
  const submit = (action: (v: Values) => Promise<void>) =>
    form.validateFields().then(action, () => {
      // the form shows each failed check next to its field
    });
  const onPrice = (id: string, price: string) => {
    const v = form.getFieldsValue();
    setTyped((m) => ({ ...m, [id]: price }));
    setRows((list) =>
      list?.map((r) => (r.commodityId === id ? rowWithPrice(r, price, v.floor?.trim() || undefined, v.ceiling?.trim() || undefined) : r)),
    );
  };
  const upload = async (file: File) => {
    setSheetError(undefined);
    try {
      const parsed = await parsePriceSheet(file, { skipErrorHandler: true });
      setSheet(parsed);
      setRows(undefined);
    } catch (e) {
      setSheetError(errorText(e));
    }
  };
  const reset = () => {
    setRows(undefined);
    setTyped({});
    setSheet(undefined);
    setSheetError(undefined);
    setRun(undefined);
    form.resetFields();
  };
  const changed = rows?.filter((r) => r.changed).length ?? 0;

  return (
    <Modal
      title={t('pricing.bulk.title')}
      open={open}
      width={980}
      onCancel={onClose}
      afterClose={reset}
      destroyOnClose
      footer={
        run ? (
          <Button onClick={onClose}>{t('pricing.close')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('supplier.common.cancel')}</Button>
            <Button onClick={() => submit(preview.onFinish)} loading={preview.busy} data-testid="bulk-preview">
              {t('pricing.preview')}
            </Button>
            <Button
              type="primary"
              disabled={!rows || !changed}
              loading={apply.busy}
              onClick={() => submit(apply.onFinish)}
              data-testid="bulk-apply"
            >
              {t('pricing.bulk.apply', { count: changed })}
            </Button>
          </Space>
        )
      }
    >
      <div data-testid="bulk-price-modal">
        {run ? (
          <Result
            status="success"
            title={t(run.undoneAt ? 'pricing.run.undone' : 'pricing.bulk.applied', {
              count: run.undoneAt ? run.changes.length - (run.keptOnUndo ?? 0) : run.changes.length,
            })}
            extra={
              run.undoneAt ? null : (
                <Button danger loading={undo.busy} onClick={() => undo.onFinish(run)} data-testid="bulk-undo">
                  {t('pricing.run.undo')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <ProForm<Values>
              form={form}
              submitter={false}
              layout="vertical"
              initialValues={{ ...targetValues(undefined, ids), mode: 'CHANGE', direction: 'DOWN', kind: 'PERCENT', value: '' }}
              onValuesChange={() => setRows(undefined)}
            >
              <TargetFields count={ids.length} />
              <ProFormRadio.Group
                name="mode"
                label={t('pricing.bulk.mode')}
                radioType="button"
                options={[
                  { value: 'CHANGE', label: t('pricing.bulk.mode.CHANGE') },
                  { value: 'UPLOAD', label: t('pricing.bulk.mode.UPLOAD') },
                ]}
              />
              {mode === 'UPLOAD' ? (
                <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
                  <Space wrap>
                    <ExportButton
                      url={PRICE_SHEET_URL}
                      params={{ lang: english ? 'en' : 'zh' }}
                      fallbackName="prices.xlsx"
                      label={t('pricing.bulk.sheet.download')}
                    />
                    <Upload accept=".xlsx" showUploadList={false} beforeUpload={(f) => (upload(f), false)}>
                      <Button icon={<UploadOutlined />} data-testid="bulk-sheet-upload">
                        {t('pricing.bulk.sheet.upload')}
                      </Button>
                    </Upload>
                  </Space>
                  <Alert type="info" showIcon message={t('pricing.bulk.sheet.hint')} />
                  {sheetError ? <Alert type="error" showIcon message={sheetError} /> : null}
                  {sheet ? (
                    <Alert
                      type={sheet.issues.length ? 'warning' : 'success'}
                      showIcon
                      data-testid="bulk-sheet-result"
                      message={t('pricing.bulk.sheet.read', {
                        name: sheet.fileName,
                        count: Object.keys(sheet.prices).length,
                        issues: sheet.issues.length,
                      })}
                      description={
                        sheet.issues.length ? sheet.issues.map((i) => `#${i.rowNo} ${i.commodityId}: ${i.message}`).join('; ') : undefined
                      }
                    />
                  ) : null}
                </Space>
              ) : (
                <Space wrap align="start">
                  <ProFormSelect
                    name="direction"
                    label={t('pricing.bulk.direction')}
                    width={120}
                    allowClear={false}
                    options={[
                      { value: 'DOWN', label: t('pricing.bulk.direction.DOWN') },
                      { value: 'UP', label: t('pricing.bulk.direction.UP') },
                    ]}
                  />
                  <ProFormText
                    name="value"
                    label={t('pricing.bulk.value')}
                    width={120}
                    fieldProps={{ inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'bulk-value' } as object}
                    rules={[ruleFrom((v) => changeIssue(v as string, form.getFieldValue('kind')), ruleText)]}
                  />
                  <ProFormSelect
                    name="kind"
                    label={t('pricing.bulk.kind')}
                    width={120}
                    allowClear={false}
                    options={[
                      { value: 'PERCENT', label: t('pricing.kind.PERCENT') },
                      { value: 'AMOUNT', label: t('pricing.kind.AMOUNT') },
                    ]}
                  />
                </Space>
              )}
              <Space wrap align="start">
                <ProFormText
                  name="floor"
                  label={t('pricing.floorOptional')}
                  width={120}
                  fieldProps={{ inputMode: 'decimal', autoComplete: 'off' }}
                  rules={[ruleFrom((v) => (String(v ?? '').trim() ? priceIssue(v as string) : undefined), ruleText)]}
                />
                <ProFormText
                  name="ceiling"
                  label={t('pricing.ceilingOptional')}
                  width={120}
                  fieldProps={{ inputMode: 'decimal', autoComplete: 'off' }}
                  rules={[ruleFrom((v) => (String(v ?? '').trim() ? priceIssue(v as string) : undefined), ruleText)]}
                />
              </Space>
            </ProForm>
            {rows ? <PricingPreviewTable rows={rows} onPrice={onPrice} /> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
