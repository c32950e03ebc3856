import type { ChatMessage } from '@/types';
import { useIntl } from '@umijs/max';
import { Button, Empty, Image, Spin } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { chatDay, chatTime } from './chatTime';
import styles from './frame.less';

export interface MessageListProps {
  records: ChatMessage[];
  hasMore: boolean;
  loading: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}

/** Only inline images the chat service produced; anything else is not rendered as an image. */
const safeImage = (src: string) => /^data:image\/(png|jpeg|gif|webp);base64,/.test(src);
const NEAR_BOTTOM_PX = 80;

/** The messages of one conversation, with day separators; follows new messages when at the bottom. */
export default function MessageList({ records, hasMore, loading, loadingEarlier, onLoadEarlier }: MessageListProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstSeq = useRef<number>();
  const lastSeq = records[records.length - 1]?.seq;

  // earlier pages keep the view where it was; new messages scroll down when the user was at the bottom
  const prevHeight = useRef(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prependedEarlier = firstSeq.current !== undefined && records[0] && records[0].seq < firstSeq.current;
    if (prependedEarlier) el.scrollTop = el.scrollHeight - prevHeight.current + el.scrollTop;
    else if (atBottom.current) el.scrollTop = el.scrollHeight;
    firstSeq.current = records[0]?.seq;
    prevHeight.current = el.scrollHeight;
  }, [records]);

  useEffect(() => {
    atBottom.current = true;
  }, [records.length === 0]); // eslint-disable-line react-hooks/exhaustive-deps -- a new conversation (an empty list) scrolls to the bottom again

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    prevHeight.current = el.scrollHeight;
  };

  return (
    <div
      ref={box}
      className={styles.messages}
      onScroll={onScroll}
      data-testid="chat-messages"
      data-last-seq={lastSeq ?? ''}
      aria-live="polite"
    >
      {loading && <Spin className={styles.center} />}
      {!loading && records.length === 0 && (
        <Empty
          className={styles.center}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: 'chat.frame.emptyConversation' })}
        />
      )}
      {hasMore && (
        <div className={styles.earlier}>
          <Button size="small" type="link" loading={loadingEarlier} onClick={onLoadEarlier}>
            {intl.formatMessage({ id: 'chat.frame.loadEarlier' })}
          </Button>
        </div>
      )}
      {records.map((m, i) => {
        const day = chatDay(m.sentAt);
        const newDay = i === 0 || chatDay(records[i - 1].sentAt) !== day;
        return (
          <Fragment key={m.id}>
            {newDay && <div className={styles.daySep}>{day}</div>}
            {m.type === 'SYSTEM' ? (
              <div className={styles.system} data-testid="chat-message">
                {m.content}
              </div>
            ) : (
              <div className={`${styles.row} ${m.mine ? styles.mine : ''}`} data-testid="chat-message" data-mine={m.mine ? '1' : '0'}>
                <div className={styles.bubbleWrap}>
                  <div className={styles.bubble}>
                    {m.type === 'IMAGE' ? (
                      safeImage(m.content) ? (
                        <Image src={m.content} alt={intl.formatMessage({ id: 'chat.message.image' })} className={styles.image} />
                      ) : (
                        intl.formatMessage({ id: 'chat.message.imageUnavailable' })
                      )
                    ) : (
                      m.content
                    )}
                  </div>
                  <div className={styles.meta}>{chatTime(m.sentAt)}</div>
                </div>
              </div>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
