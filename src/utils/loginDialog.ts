import { createEmitter } from './emitter';

/**
 * The login dialog is opened from outside React (the request pipeline, the session timer),
 * so its visibility lives in this tiny store that the LoginDialog component subscribes to.
 */
export type LoginScene = 'LOGIN';

let open = false;
const changes = createEmitter<boolean>();

export function isLoginDialogOpen(): boolean {
  return open;
}
export function openLoginDialog(): void {
  open = true;
  changes.emit(true);
}
export function closeLoginDialog(): void {
  open = false;
  changes.emit(false);
}
export const subscribeLoginDialog = changes.on;
