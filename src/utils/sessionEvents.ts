import { createEmitter } from './emitter';

/**
 * Session changes raised outside React (request pipeline, token timer) and observed by the app
 * shell, which resets the dva user and fund models.
 */
export type SessionEvent = 'cleared' | 'signedIn' | 'refreshed';
const events = createEmitter<SessionEvent>();

export const emitSession = events.emit;
export const onSession = events.on;
