import chatModel, { type ChatModel, type ChatModelState, initialChatState } from '@/models/chat';
import type { ChatOrderInfo, OnSide } from '@/types';

type Action = { type: string; payload?: unknown };
type Descriptor =
  | { kind: 'call'; fn: (...a: unknown[]) => unknown; args: unknown[] }
  | { kind: 'put'; action: Action }
  | { kind: 'select'; fn: (s: unknown) => unknown };

/** A tiny stand-in for dva's saga runner: runs one chat effect against a local chat state. */
export async function runEffect(name: keyof ChatModel['effects'], payload: unknown, start: Partial<ChatModelState> = {}) {
  let state: ChatModelState = { ...initialChatState, ...start };
  const puts: Action[] = [];
  const commands = {
    call: (fn: (...a: unknown[]) => unknown, ...args: unknown[]): Descriptor => ({ kind: 'call', fn, args }),
    put: (action: Action): Descriptor => ({ kind: 'put', action }),
    select: (fn: (s: unknown) => unknown): Descriptor => ({ kind: 'select', fn }),
    take: () => undefined,
    cancel: () => undefined,
  };
  const effect = chatModel.effects[name] as unknown as (a: Action, c: typeof commands) => Generator<Descriptor, void, unknown>;
  const gen = effect({ type: `chat/${name}`, payload }, commands);
  let next = gen.next();
  while (!next.done) {
    const d = next.value;
    if (d.kind === 'put') {
      puts.push(d.action);
      const reducer = chatModel.reducers[d.action.type as keyof ChatModel['reducers']];
      if (reducer) state = reducer(state, d.action);
      next = gen.next();
    } else if (d.kind === 'select') {
      next = gen.next(d.fn({ chat: state }));
    } else {
      try {
        next = gen.next(await d.fn(...d.args));
      } catch (e) {
        next = gen.throw(e);
      }
    }
  }
  return { state, puts };
}

export const orderChatInfo = (over: Partial<OnSide<ChatOrderInfo>> = {}): OnSide<ChatOrderInfo> => ({
  side: 'purchase',
  orderNo: 'T1',
  myAccount: 'im_1',
  counterpartyId: '2',
  counterpartyName: 'Supplier Store',
  counterpartyAccount: 'im_2',
  ...over,
});
