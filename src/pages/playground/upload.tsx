import { fileProblem, getStsToken, type UploadScene } from '@/services/oss';
import { UPLOAD_SCENES } from '@/domain/supplier/oss';
import type { StsToken } from '@/types';
import { errorText } from '@/utils/reportError';
import { InboxOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Button, Card, Col, Row, Segmented, Space, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import TokenPanel, { formatBytes } from './components/upload/TokenPanel';
import UploadTable, { type UploadRow } from './components/upload/UploadTable';
import { UploadError, xhrUpload } from '@/services/xhrUpload';

/** A token is reused until a minute before it expires. */
const MARGIN_MS = 60_000;

/** /playground/upload: files go straight to the bucket with a temporary STS token, with progress and a link. */
export default function UploadPage() {
  const intl = useIntl();
  const [scene, setScene] = useState<UploadScene>('image');
  const [token, setToken] = useState<StsToken>();
  const [loadingToken, setLoadingToken] = useState(false);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const tokens = useRef(new Map<UploadScene, StsToken>());

  const tokenFor = async (s: UploadScene, fresh = false): Promise<StsToken> => {
    const cached = tokens.current.get(s);
    if (!fresh && cached && Date.parse(cached.expiration) - MARGIN_MS > Date.now()) return cached;
    setLoadingToken(true);
    try {
      const t = await getStsToken(s);
      tokens.current.set(s, t);
      if (s === scene) setToken(t);
      return t;
    } finally {
      setLoadingToken(false);
    }
  };
  const patch = (uid: string, p: Partial<UploadRow>) => setRows((rs) => rs.map((r) => (r.uid === uid ? { ...r, ...p } : r)));

  const start = async (file: File & { uid: string }) => {
    const row: UploadRow = { uid: file.uid, name: file.name, size: file.size, type: file.type, status: 'uploading', percent: 0 };
    setRows((rs) => [row, ...rs]);
    try {
      const t = await tokenFor(scene);
      const problem = fileProblem(file, t);
      if (problem) {
        const values = { max: formatBytes(t.maxSize), types: t.allowedTypes.map((x) => x.replace('image/', '')).join(', ') };
        patch(row.uid, { status: 'error', error: intl.formatMessage({ id: `dev.upload.problem.${problem}` }, values) });
        return;
      }
      const handle = xhrUpload(file, t, scene, (percent) => patch(row.uid, { percent }));
      patch(row.uid, { abort: handle.abort });
      const result = await handle.promise;
      patch(row.uid, { status: 'done', result, abort: undefined });
    } catch (e) {
      const aborted = e instanceof UploadError && e.message === 'aborted';
      // shown on the file's row: the network, the storage service's words, or a request's message
      const text =
        e instanceof UploadError ? (e.message === 'network' ? intl.formatMessage({ id: 'dev.upload.network' }) : e.message) : errorText(e);
      if (e instanceof UploadError && e.status === 403) tokens.current.delete(scene); // refused token: get a new one next time
      patch(row.uid, { status: aborted ? 'aborted' : 'error', error: text, abort: undefined });
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>
        <Card
          size="small"
          title={<FormattedMessage id="dev.upload.title" />}
          extra={
            <Segmented<UploadScene>
              size="small"
              value={scene}
              onChange={(s) => {
                setScene(s);
                setToken(tokens.current.get(s));
              }}
              options={UPLOAD_SCENES.map((s) => ({
                value: s,
                label: intl.formatMessage({ id: `dev.upload.scene.${s}` }),
              }))}
            />
          }
        >
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Upload.Dragger
              multiple
              showUploadList={false}
              accept={scene === 'image' ? 'image/*' : undefined}
              customRequest={({ file }) => void start(file as File & { uid: string })}
              data-testid="upload-dragger"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">
                <FormattedMessage id="dev.upload.drop" />
              </p>
              <p className="ant-upload-hint">
                <FormattedMessage id={`dev.upload.hint.${scene}`} />
              </p>
            </Upload.Dragger>
            <UploadTable rows={rows} />
          </Space>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card
          size="small"
          title={<FormattedMessage id="dev.upload.token" />}
          extra={
            <Button size="small" loading={loadingToken} onClick={() => void tokenFor(scene, true)} data-testid="upload-get-token">
              <FormattedMessage id="dev.upload.getToken" />
            </Button>
          }
        >
          <TokenPanel token={token} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
            <FormattedMessage id="dev.upload.how" />
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
