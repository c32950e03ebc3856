import ExportButton from '@/components/ExportButton';
import { DEMAND_LIMITS } from '@/domain/reseller/facts';
import { DEMAND_TEMPLATE_URL, parseDemandImport, saveDemandBatch } from '@/services/demand';
import type { ImportParseResult } from '@/types';
import { RequestError } from '@/utils/request';
import { errorText } from '@/utils/reportError';
import { InboxOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Alert, Button, Modal, Result, Space, Spin, Steps, Switch, Typography, Upload } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import FixRowModal from './FixRowModal';
import PreviewTable from './PreviewTable';
import { applySaveViolations, blockingRows, draftsOf, keptRows, type PreviewRow, toPreviewRows } from './previewRows';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';
import { isEnglish } from '@/utils/i18n';

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

type Phase = 'upload' | 'review' | 'saved';

/**
 * Excel import: upload an .xlsx (parsed by the server), review every row with its errors, fix or
 * drop rows, then save them all at once. A refused file changes nothing and says why.
 */
export default function ImportModal({ open, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = useText();
  const [phase, setPhase] = useState<Phase>('upload');
  const [parsing, setParsing] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [result, setResult] = useState<ImportParseResult>();
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [fixing, setFixing] = useState<PreviewRow>();
  const [saveError, setSaveError] = useState<string>();
  const [saved, setSaved] = useState(0);

  const reset = () => {
    setPhase('upload');
    setFileError(undefined);
    setResult(undefined);
    setRows([]);
    setOnlyErrors(false);
    setSaveError(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };

  const fileErrorText = (e: unknown): string => {
    if (!(e instanceof RequestError)) return t('reseller.import.file.unknown', { detail: errorText(e) });
    const code = e.body?.code ?? '';
    const key = `reseller.import.file.${code}`;
    if (!intl.messages[key]) return t('reseller.import.file.unknown', { detail: e.message });
    const columns = (e.body?.violations ?? []).map((v) => (v.field ? t(`reseller.import.col.${v.field}`) : v.message)).join(', ');
    return t(key, { columns, rows: DEMAND_LIMITS.importMaxRows });
  };

  const upload = async (file: File) => {
    setFileError(undefined);
    // the same checks as the server, so an obviously wrong file is refused without uploading
    if (!/\.xlsx$/i.test(file.name)) return setFileError(t('reseller.import.file.IMPORT_FILE_TYPE'));
    if (file.size >= DEMAND_LIMITS.importMaxBytes) return setFileError(t('reseller.import.file.IMPORT_FILE_TOO_LARGE'));
    if (file.size === 0) return setFileError(t('reseller.import.file.IMPORT_FILE_EMPTY'));
    setParsing(file.name);
    try {
      const parsed = await parseDemandImport(file, { skipErrorHandler: true });
      setResult(parsed);
      setRows(toPreviewRows(parsed.rows));
      setPhase('review');
    } catch (e) {
      setFileError(fileErrorText(e));
    } finally {
      setParsing(undefined);
    }
  };

  const onToggleDrop = useCallback(
    (row: PreviewRow) => setRows((list) => list.map((r) => (r.key === row.key ? { ...r, dropped: !r.dropped } : r))),
    [],
  );
  const onApplyFix = (row: PreviewRow) => {
    setRows((list) => list.map((r) => (r.key === row.key ? row : r)));
    setFixing(undefined);
  };
  const dropInvalid = () => setRows((list) => list.map((r) => (r.errors.length ? { ...r, dropped: true } : r)));

  const kept = useMemo(() => keptRows(rows), [rows]);
  const blocking = useMemo(() => blockingRows(rows), [rows]);
  const shown = useMemo(() => (onlyErrors ? rows.filter((r) => r.errors.length > 0) : rows), [rows, onlyErrors]);

  const { busy: saving, onFinish: saveRows } = useSubmit(undefined, async (toSave: PreviewRow[]) => {
    setSaveError(undefined);
    try {
      const res = await saveDemandBatch({ rows: draftsOf(toSave) }, { skipErrorHandler: true });
      setSaved(res.saved);
      setPhase('saved');
      onSaved();
    } catch (e) {
      const violations = e instanceof RequestError ? (e.body?.violations ?? []) : [];
      const marked = applySaveViolations(rows, toSave, violations);
      setRows(marked.rows);
      setSaveError(marked.marked ? t('reseller.import.serverRejected') : errorText(e));
    }
  });
  const save = () => saveRows(kept);

  const step = phase === 'upload' ? 0 : phase === 'review' ? 1 : 2;
  const footer =
    phase === 'review' ? (
      <Space>
        <Button onClick={reset}>{t('reseller.import.another')}</Button>
        <Button
          type="primary"
          loading={saving}
          disabled={blocking.length > 0 || kept.length === 0}
          title={blocking.length ? t('reseller.import.saveBlocked') : undefined}
          onClick={save}
          data-testid="import-save"
        >
          {t('reseller.import.save', { count: kept.length })}
        </Button>
      </Space>
    ) : (
      <Button onClick={close}>{t('reseller.import.close')}</Button>
    );

  return (
    <Modal
      title={t('reseller.import.title')}
      open={open}
      onCancel={close}
      width={1200}
      footer={footer}
      destroyOnHidden
      maskClosable={false}
      data-testid="import-modal"
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 16 }}
        items={[
          { title: t('reseller.import.step.upload') },
          { title: t('reseller.import.step.review') },
          { title: t('reseller.import.step.saved') },
        ]}
      />
      {phase === 'upload' ? (
        <Spin spinning={!!parsing} tip={parsing ? t('reseller.import.parsing', { name: parsing }) : undefined}>
          {fileError ? (
            <Alert type="error" showIcon message={fileError} style={{ marginBottom: 12 }} data-testid="import-file-error" />
          ) : null}
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return Upload.LIST_IGNORE;
            }}
            data-testid="import-dropzone"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('reseller.import.drop')}</p>
            <p className="ant-upload-hint">{t('reseller.import.dropHint', { rows: DEMAND_LIMITS.importMaxRows })}</p>
          </Upload.Dragger>
          <div style={{ marginTop: 12 }}>
            <ExportButton
              url={DEMAND_TEMPLATE_URL}
              params={{ lang: isEnglish(intl.locale) ? 'en' : 'zh' }}
              fallbackName="demand-import-template.xlsx"
              label={t('reseller.import.template')}
            />
          </div>
        </Spin>
      ) : null}
      {phase === 'review' && result ? (
        <>
          <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text data-testid="import-summary">
              {t('reseller.import.summary', {
                file: result.fileName,
                total: rows.length,
                valid: rows.length - rows.filter((r) => r.errors.length).length,
                invalid: rows.filter((r) => r.errors.length).length,
              })}
              <Typography.Text type="secondary"> · {t('reseller.import.parsedIn', { ms: result.parseMs })}</Typography.Text>
            </Typography.Text>
            <Space>
              <Switch size="small" checked={onlyErrors} onChange={setOnlyErrors} data-testid="only-errors" />
              <FormattedMessage id="reseller.import.onlyErrors" />
              <Button size="small" danger disabled={blocking.length === 0} onClick={dropInvalid}>
                {t('reseller.import.dropInvalid')}
              </Button>
            </Space>
          </Space>
          {saveError ? <Alert type="error" showIcon message={saveError} style={{ marginBottom: 8 }} /> : null}
          {blocking.length ? (
            <Alert type="warning" showIcon message={t('reseller.import.saveBlocked')} style={{ marginBottom: 8 }} />
          ) : null}
          <PreviewTable rows={shown} onFix={setFixing} onToggleDrop={onToggleDrop} />
        </>
      ) : null}
      {phase === 'saved' ? (
        <div data-testid="import-saved">
          <Result status="success" title={t('reseller.import.saved', { count: saved })} subTitle={t('reseller.import.savedHint')} />
        </div>
      ) : null}
      <FixRowModal row={fixing} onClose={() => setFixing(undefined)} onApply={onApplyFix} />
    </Modal>
  );
}
