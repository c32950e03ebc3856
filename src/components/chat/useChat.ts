import type { ChatModelState } from '@/models/chat';
import { useSelector } from '@umijs/max';

export function useChatState(): ChatModelState {
  return useSelector((s: { chat: ChatModelState }) => s.chat);
}
