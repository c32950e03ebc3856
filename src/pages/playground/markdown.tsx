import { CopyOutlined, DeleteOutlined, FileTextOutlined, SafetyOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from '@umijs/max';
import { useDebounce, useLocalStorageState } from 'ahooks';
import { Alert, Button, Card, Col, Input, Row, Segmented, Space, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import MarkdownToolbar from './components/markdown/MarkdownToolbar';
import styles from './components/markdown/preview.less';
import { renderMarkdown } from './components/markdown/render';
import { SAMPLE_MARKDOWN } from './components/markdown/sample';
import { sanitize } from './components/markdown/sanitize';
import { applyAction, type MarkdownAction } from './components/markdown/toolbar';
import { copyText } from '@/utils/clipboard';

type View = 'split' | 'editor' | 'preview';
const SHORTCUTS: Record<string, MarkdownAction> = { b: 'bold', i: 'italic', k: 'link' };

/** /playground/markdown: an editor with a live preview that is sanitised before it is shown. */
export default function MarkdownPage() {
  const intl = useIntl();
  // the draft survives a reload: nothing typed is lost
  const [source = '', setSource] = useLocalStorageState<string>('gt_playground_markdown', { defaultValue: SAMPLE_MARKDOWN });
  const [view, setView] = useState<View>('split');
  const editor = useRef<TextAreaRef>(null);
  const debounced = useDebounce(source, { wait: 120 });
  const result = useMemo(() => sanitize(renderMarkdown(debounced)), [debounced]);

  const act = (action: MarkdownAction) => {
    const el = editor.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? source.length;
    const end = el?.selectionEnd ?? source.length;
    const edit = applyAction(source, start, end, action);
    setSource(edit.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = (e.ctrlKey || e.metaKey) && SHORTCUTS[e.key.toLowerCase()];
    if (action) {
      e.preventDefault();
      act(action);
    }
  };
  const copyHtml = () => copyText(result.html, intl.formatMessage({ id: 'dev.md.copied' }));

  const words = (source.match(/[\u4e00-\u9fff]|[A-Za-z0-9_'-]+/g) ?? []).length;
  const editorCard = (
    <Card size="small" title={<MarkdownToolbar onAction={act} />} styles={{ body: { padding: 0 } }}>
      <Input.TextArea
        ref={editor}
        value={source}
        onChange={(e) => setSource(e.target.value)}
        onKeyDown={onKeyDown}
        spellCheck={false}
        variant="borderless"
        aria-label={intl.formatMessage({ id: 'dev.md.editor' })}
        data-testid="markdown-editor"
        style={{ minHeight: 480, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13, resize: 'vertical' }}
      />
    </Card>
  );
  const previewCard = (
    <Card
      size="small"
      title={<FormattedMessage id="dev.md.preview" />}
      extra={
        <Button size="small" icon={<CopyOutlined />} onClick={copyHtml}>
          <FormattedMessage id="dev.md.copyHtml" />
        </Button>
      }
    >
      {/* sanitised by sanitize() above: no scripts, handlers or javascript: URLs reach the page */}
      <div className={styles.preview} data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: result.html }} />
    </Card>
  );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={(['split', 'editor', 'preview'] as View[]).map((v) => ({
            value: v,
            label: intl.formatMessage({ id: `dev.md.view.${v}` }),
          }))}
        />
        <Space>
          <Typography.Text type="secondary">
            <FormattedMessage id="dev.md.stats" values={{ chars: source.length, words, lines: source ? source.split('\n').length : 0 }} />
          </Typography.Text>
          <Button icon={<FileTextOutlined />} disabled={source === SAMPLE_MARKDOWN} onClick={() => setSource(SAMPLE_MARKDOWN)}>
            <FormattedMessage id="dev.md.sample" />
          </Button>
          <Button icon={<DeleteOutlined />} onClick={() => setSource('')}>
            <FormattedMessage id="dev.md.clear" />
          </Button>
        </Space>
      </Space>
      {result.removed.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          icon={<SafetyOutlined />}
          data-testid="markdown-removed"
          message={<FormattedMessage id="dev.md.removed" values={{ count: result.removed.length }} />}
          description={
            <Space size={4} wrap>
              {result.removed.map((r) => (
                <Tag key={r}>{r}</Tag>
              ))}
            </Space>
          }
        />
      ) : (
        <Alert type="success" showIcon icon={<SafetyOutlined />} message={<FormattedMessage id="dev.md.clean" />} />
      )}
      <Row gutter={12}>
        {view !== 'preview' && <Col span={view === 'split' ? 12 : 24}>{editorCard}</Col>}
        {view !== 'editor' && <Col span={view === 'split' ? 12 : 24}>{previewCard}</Col>}
      </Row>
    </Space>
  );
}
