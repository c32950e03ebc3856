import { createEmitter } from './emitter';

/**
 * Session changes raised outside React (request pipeline, token timer) and observed by the app
 * shell, which resets the dva user and fund models. `lost`: the session ended under an open page
 * (revoked, or removed in another tab); the page stays, with what the user typed, behind the login
 * dialog.
 */
export type SessionEvent = 'cleared' | 'lost' | 'signedIn' | 'refreshed';
const events = createEmitter<SessionEvent>();

export const emitSession = events.emit;
export const onSession = events.on;
