import { acceptOf, extsOf, maxSizeOf, type UploadProblem } from '@/domain/supplier/uploads';
import useText from '@/hooks/useText';
import { uploadProblemOf, uploadWithProgress } from '@/services/oss';
import { UploadError } from '@/services/xhrUpload';
import { errorText } from '@/utils/reportError';
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';

export const DELIVERY_FILES_MAX = 10;

export interface DeliveryFile {
  name: string;
  url: string;
}

interface Props {
  value?: DeliveryFile[];
  onChange?: (files: DeliveryFile[]) => void;
}

/**
 * Receipts and screenshots of a delivery, uploaded through the STS 'file' scene with progress and a
 * remove button. The form value is the list of uploaded files; a file the bucket would refuse is
 * named with the reason before it is sent, one the bucket refused with the bucket's words.
 */
export default function DeliveryFiles({ onChange }: Props) {
  const t = useText();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const size = `${maxSizeOf('file') / 1024 / 1024} MB`;
  const reasonOf = (p: UploadProblem) =>
    p === 'type'
      ? t('supplier.rule.upload.fileType', { types: extsOf('file') })
      : p === 'size'
        ? t('supplier.rule.upload.fileSize', { size })
        : t('supplier.rule.upload.empty');
  const refuse = (name: string, reason: string) => setRefused((r) => [...r, t('trade.deliver.files.failed', { name, reason })]);

  const emit = (list: UploadFile[]) => {
    setFiles(list);
    onChange?.(
      list.flatMap((f) => {
        const res = f.response as DeliveryFile | undefined;
        return f.status === 'done' && res?.url ? [{ name: f.name, url: res.url }] : [];
      }),
    );
  };
  return (
    <div data-testid="delivery-files">
      <Upload
        accept={acceptOf('file')}
        fileList={files}
        multiple
        maxCount={DELIVERY_FILES_MAX}
        beforeUpload={async (file) => {
          const problem = await uploadProblemOf(file, 'file');
          if (!problem) return true;
          refuse(file.name, reasonOf(problem));
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          uploadWithProgress(file as File, 'file', (percent) => onProgress?.({ percent }))
            .then((handle) => handle.promise)
            .then((obj) => onSuccess?.(obj))
            .catch((e: Error) => {
              // the bucket's own words (UploadError) or the token call's: listed under the control
              refuse((file as File).name, e instanceof UploadError ? e.message : errorText(e));
              onError?.(e);
            });
        }}
        onChange={({ fileList }) => emit(fileList.filter((f) => f.status !== 'error'))}
      >
        {files.length >= DELIVERY_FILES_MAX ? null : <Button icon={<PaperClipOutlined />}>{t('trade.deliver.files.add')}</Button>}
      </Upload>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {t('trade.deliver.files.extra', { max: DELIVERY_FILES_MAX, types: extsOf('file'), size })}
      </Typography.Paragraph>
      {refused.map((r, i) => (
        <Typography.Paragraph key={i} type="danger" style={{ margin: 0 }} data-testid="delivery-file-refused">
          {r}
        </Typography.Paragraph>
      ))}
    </div>
  );
}
