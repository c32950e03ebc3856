/**
 * Session changes raised outside React (request pipeline, token timer) and observed by the app
 * shell, which resets the dva user and fund models.
 */
export type SessionEvent = 'cleared' | 'signedIn' | 'refreshed';
type Listener = (e: SessionEvent) => void;
const listeners = new Set<Listener>();

export function emitSession(e: SessionEvent): void {
  listeners.forEach((l) => l(e));
}
export function onSession(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
