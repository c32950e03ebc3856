import { COMMODITY_LIMITS, UPLOAD_LIMITS } from '@/domain/supplier/rules';
import { uploadFile } from '@/services/oss';
import { toast } from '@/utils/toast';
import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import useText from '@/hooks/useText';

const IMAGE_TYPES = UPLOAD_LIMITS.imageTypes;

interface Props {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max?: number;
}

const toFile = (url: string, i: number): UploadFile => ({
  uid: `done-${i}-${url}`,
  name: url.split('/').pop() ?? url,
  status: 'done',
  url,
});

/**
 * Commodity images uploaded through the OSS STS token (src/services/oss.ts). The form value is the
 * list of uploaded URLs; files still uploading or failed are not part of it.
 */
export default function ImageUpload({ value = [], onChange, max = COMMODITY_LIMITS.imagesMax }: Props) {
  const t = useText();
  const [files, setFiles] = useState<UploadFile[]>(() => value.map(toFile));
  // a value set from outside (prefill, edit) replaces the list
  useEffect(() => {
    const shown = files.filter((f) => f.status === 'done').map((f) => f.url);
    if (shown.join('|') !== value.join('|')) setFiles(value.map(toFile));
  }, [value.join('|')]); // eslint-disable-line react-hooks/exhaustive-deps -- compares the list by its URLs, not by array identity

  const emit = (list: UploadFile[]) => {
    setFiles(list);
    onChange?.(list.filter((f) => f.status === 'done' && f.url).map((f) => f.url!));
  };
  const sizeText = `${UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024} MB`;
  return (
    <Upload
      listType="picture-card"
      accept={IMAGE_TYPES.join(',')}
      fileList={files}
      multiple
      maxCount={max}
      beforeUpload={(file) => {
        if (!IMAGE_TYPES.includes(file.type)) {
          toast.error(t('supplier.rule.upload.type'));
          return Upload.LIST_IGNORE;
        }
        if (file.size > UPLOAD_LIMITS.imageMaxBytes) {
          toast.error(t('supplier.rule.upload.size', { size: sizeText }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const obj = await uploadFile(file as File, 'image');
          onSuccess?.(obj);
        } catch (e) {
          // antd marks the file failed; onChange below toasts which file did not upload
          onError?.(e as Error);
        }
      }}
      onChange={({ file, fileList }) => {
        const list = fileList.map((f) => {
          const res = f.response as { url?: string } | undefined;
          return f.status === 'done' && !f.url && res?.url ? { ...f, url: res.url, thumbUrl: res.url } : f;
        });
        if (file.status === 'error') toast.error(t('supplier.upload.failed', { name: file.name }));
        emit(list.filter((f) => f.status !== 'error'));
      }}
      data-testid="image-upload"
    >
      {files.length >= max ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('supplier.form.images.upload')}</div>
        </div>
      )}
    </Upload>
  );
}
