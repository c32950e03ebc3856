import { getChatHistory, markConversationRead, sendChatMessage } from '@/services/chat';
import type { OrderSide } from '@/domain/trade/codes';
import type { ChatMessage, SendChatMessageParams, SideConversation } from '@/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { frameShown } from './hostBridge';

export const MESSAGE_POLL_SHOWN_MS = 3000;
export const MESSAGE_POLL_HIDDEN_MS = 10000;

/** Appends messages not yet listed, keeping seq order. */
export function mergeMessages(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const seen = new Set(list.map((m) => m.id));
  const fresh = more.filter((m) => !seen.has(m.id));
  return fresh.length ? [...list, ...fresh].sort((a, b) => a.seq - b.seq) : list;
}

/**
 * The open conversation's messages: the newest page, earlier pages on demand, new arrivals by
 * polling, sending, and the read mark (set only while the user can see the frame).
 */
export default function useMessages(
  side: OrderSide,
  conversation: SideConversation | undefined,
  onError: (e: unknown) => void,
  onRead: () => void,
  onIncoming?: () => void,
) {
  const id = conversation?.id;
  const [records, setRecords] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const lastSeq = useRef(0);
  const unread = useRef(false);

  const markRead = useCallback(async () => {
    if (!id || !frameShown()) return;
    unread.current = false;
    try {
      await markConversationRead(side, id);
      onRead();
    } catch (e) {
      onError(e);
    }
  }, [id, side, onRead, onError]);

  // the newest page whenever another conversation opens
  useEffect(() => {
    if (!id) return undefined;
    let stale = false;
    setRecords([]);
    setHasMore(false);
    setLoading(true);
    lastSeq.current = 0;
    getChatHistory(side, id, {})
      .then((h) => {
        if (stale) return;
        setRecords(h.records);
        setHasMore(h.hasMore);
        lastSeq.current = h.records[h.records.length - 1]?.seq ?? 0;
        unread.current = true;
        markRead();
      })
      .catch((e) => !stale && onError(e))
      .finally(() => !stale && setLoading(false));
    return () => {
      stale = true;
    };
  }, [id, side]); // eslint-disable-line react-hooks/exhaustive-deps -- loads once per conversation; the handlers are read when it answers

  // new arrivals
  useEffect(() => {
    if (!id) return undefined;
    let timer: number | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const h = await getChatHistory(side, id, { after: lastSeq.current });
        if (stopped) return;
        if (h.records.length) {
          lastSeq.current = Math.max(lastSeq.current, ...h.records.map((m) => m.seq));
          setRecords((list) => mergeMessages(list, h.records));
          if (h.records.some((m) => !m.mine)) {
            unread.current = true;
            onIncoming?.();
          }
        }
        if (unread.current) await markRead();
      } catch (e) {
        if (!stopped) onError(e);
      }
      if (!stopped) timer = window.setTimeout(poll, frameShown() ? MESSAGE_POLL_SHOWN_MS : MESSAGE_POLL_HIDDEN_MS);
    };
    timer = window.setTimeout(poll, MESSAGE_POLL_SHOWN_MS);
    const onShow = () => {
      if (unread.current || (conversation?.unreadCount ?? 0) > 0) markRead();
    };
    window.addEventListener('resize', onShow);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('resize', onShow);
    };
  }, [id, side, markRead]); // eslint-disable-line react-hooks/exhaustive-deps -- one poll per conversation; the handlers are read when it fires

  const loadEarlier = useCallback(async () => {
    if (!id || !records.length) return;
    setLoadingEarlier(true);
    try {
      const h = await getChatHistory(side, id, { before: records[0].seq });
      setRecords((list) => mergeMessages(h.records, list));
      setHasMore(h.hasMore);
    } catch (e) {
      onError(e);
    } finally {
      setLoadingEarlier(false);
    }
  }, [id, side, records, onError]);

  /** Sends; rejects on failure so the composer keeps what was typed. */
  const send = useCallback(
    async (params: SendChatMessageParams) => {
      if (!id) return;
      const message = await sendChatMessage(side, id, params);
      // lastSeq stays: the other side may have written in between, and the poll must fetch that
      setRecords((list) => mergeMessages(list, [message]));
      onRead();
    },
    [id, side, onRead],
  );

  return { records, hasMore, loading, loadingEarlier, loadEarlier, send };
}
