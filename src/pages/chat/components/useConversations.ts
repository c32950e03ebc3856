import { listConversations } from '@/services/chat';
import type { OrderSide } from '@/domain/trade/codes';
import type { SideConversation } from '@/types';
import { isMuted } from '@/utils/sound';
import { useCallback, useEffect, useRef, useState } from 'react';
import { frameShown, postToHost } from './hostBridge';

export const LIST_POLL_SHOWN_MS = 3000;
export const LIST_POLL_HIDDEN_MS = 10000;

/** A conversation's last message, as a fingerprint: a change from the other side is news. */
const fingerprint = (c: SideConversation) => (c.lastMessage ? `${c.lastMessage.sentAt}|${c.lastMessage.content.length}` : '');

/** Incoming messages that arrived between two lists (not on the first one). */
export function newIncoming(before: SideConversation[] | undefined, after: SideConversation[]): SideConversation[] {
  if (!before) return [];
  const prev = new Map(before.map((c) => [c.id, fingerprint(c)]));
  return after.filter((c) => c.lastMessage && !c.lastMessage.mine && prev.get(c.id) !== fingerprint(c));
}

export const totalUnread = (list: SideConversation[]) => list.reduce((n, c) => n + c.unreadCount, 0);

/**
 * The frame's conversation list, polled (faster while shown), with the host told the unread total
 * (unreadCount) and each new incoming message (newMessage, silent when muted).
 */
export default function useConversations(
  side: OrderSide,
  account: string | undefined,
  enabled: boolean,
  onError: (e: unknown) => void,
  onOk: () => void,
) {
  const [list, setList] = useState<SideConversation[]>();
  const [keyword, setKeyword] = useState('');
  const last = useRef<SideConversation[]>();
  const reported = useRef<number>();

  const refresh = useCallback(async () => {
    try {
      // the unread total and news are judged on the full list; the keyword only filters the view
      const all = await listConversations({ side });
      for (const c of newIncoming(last.current, all))
        postToHost({ action: 'newMessage', closeAudio: isMuted(), orderNo: c.orderNo }, account);
      last.current = all;
      const unread = totalUnread(all);
      if (reported.current !== unread) {
        reported.current = unread;
        postToHost({ action: 'unreadCount', unreadCount: unread }, account);
      }
      setList(all);
      onOk();
    } catch (e) {
      onError(e);
    }
  }, [side, account, onError, onOk]);

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: number | undefined;
    let stopped = false;
    let inFlight = false;
    const loop = async () => {
      window.clearTimeout(timer);
      if (inFlight) return;
      inFlight = true;
      await refresh();
      inFlight = false;
      if (!stopped) timer = window.setTimeout(loop, frameShown() ? LIST_POLL_SHOWN_MS : LIST_POLL_HIDDEN_MS);
    };
    loop();
    // shown again (dialog reopened, tab switched): refresh at once
    const onShow = () => {
      if (frameShown()) loop();
    };
    window.addEventListener('resize', onShow);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('resize', onShow);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [refresh, enabled]);

  const k = keyword.trim().toLowerCase();
  const visible = list?.filter((c) => !k || c.counterpartyName.toLowerCase().includes(k) || (c.orderNo ?? '').toLowerCase().includes(k));
  return { list, visible, keyword, setKeyword, refresh };
}
