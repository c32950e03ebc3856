import type { SendChatMessageParams } from '@/types';
import { errorText } from '@/utils/reportError';
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { readImage } from './images';
import styles from './frame.less';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';

export const TEXT_MAX = 2000;

/** Unsent text per conversation, so switching conversations loses nothing. */
const drafts = new Map<string, string>();

export interface ComposerProps {
  conversationId: string;
  disabled?: boolean;
  /** rejects when the message did not go: the text stays */
  onSend: (params: SendChatMessageParams) => Promise<void>;
}

/**
 * Text (Enter sends, Shift+Enter breaks the line, never while an input method is composing) and
 * images (button, or pasted). A failed send keeps what was typed and says why.
 */
export default function Composer({ conversationId, disabled, onSend }: ComposerProps) {
  const [text, setTextState] = useState(() => drafts.get(conversationId) ?? '');
  const setText = (v: string) => {
    setTextState(v);
    if (v) drafts.set(conversationId, v);
    else drafts.delete(conversationId);
  };
  const [error, setError] = useState<string>();
  const file = useRef<HTMLInputElement>(null);
  const label = useText();

  const { busy: sending, onFinish } = useSubmit(undefined, async ({ params, clear }: { params: SendChatMessageParams; clear: boolean }) => {
    setError(undefined);
    try {
      await onSend(params);
      if (clear) setText('');
    } catch (e) {
      setError(errorText(e)); // shown under the composer, which keeps what was typed
    }
  });
  const send = (params: SendChatMessageParams, clear: boolean) => onFinish({ params, clear });

  const sendText = () => {
    const content = text.trim();
    if (!content || sending || disabled) return;
    if (content.length > TEXT_MAX) {
      setError(label('chat.composer.tooLong', { max: TEXT_MAX }));
      return;
    }
    send({ type: 'TEXT', content }, true);
  };

  const sendImage = async (f: File) => {
    const read = await readImage(f);
    if (!read.ok) {
      setError(label(read.error));
      return;
    }
    send({ type: 'IMAGE', content: read.dataUrl }, false);
  };

  return (
    <div className={styles.composer}>
      <div className={styles.toolbar}>
        <Tooltip title={label('chat.composer.image')}>
          <Button
            type="text"
            size="small"
            icon={<PictureOutlined />}
            aria-label={label('chat.composer.image')}
            disabled={disabled || sending}
            onClick={() => file.current?.click()}
          />
        </Tooltip>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) sendImage(f);
          }}
          data-testid="chat-image-input"
        />
        <Typography.Text type="secondary" className={styles.hint}>
          {label('chat.composer.hint')}
        </Typography.Text>
      </div>
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            sendText();
          }
        }}
        onPaste={(e) => {
          const img = Array.from(e.clipboardData.files).find((f) => f.type.startsWith('image/'));
          if (img) {
            e.preventDefault();
            sendImage(img);
          }
        }}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={TEXT_MAX + 1}
        placeholder={label('chat.composer.placeholder')}
        aria-label={label('chat.composer.placeholder')}
        disabled={disabled}
        status={error ? 'error' : undefined}
        data-testid="chat-input"
      />
      <div className={styles.sendRow}>
        <span className={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </span>
        <Button
          type="primary"
          size="small"
          icon={<SendOutlined />}
          loading={sending}
          disabled={disabled || !text.trim()}
          onClick={sendText}
          data-testid="chat-send"
        >
          {label('chat.composer.send')}
        </Button>
      </div>
    </div>
  );
}
