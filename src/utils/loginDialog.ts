/**
 * The login dialog is opened from outside React (the request pipeline, the session timer),
 * so its visibility lives in this tiny store that the LoginDialog component subscribes to.
 */
export type LoginScene = 'LOGIN';
type Listener = (open: boolean) => void;

let open = false;
const listeners = new Set<Listener>();

export function isLoginDialogOpen(): boolean {
  return open;
}
export function openLoginDialog(): void {
  open = true;
  listeners.forEach((l) => l(true));
}
export function closeLoginDialog(): void {
  open = false;
  listeners.forEach((l) => l(false));
}
export function subscribeLoginDialog(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
