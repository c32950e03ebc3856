import { acceptSessionMessage, chatFrameUrl, isSessionRequest, SESSION_REQUEST, sessionMessage } from '@/utils/chatProtocol';
import { FOREIGN_ORIGINS, FRAME_ORIGIN } from './foreignOrigins';

/**
 * The built-in chat frame of a console mounted in a host portal: it comes from the console's
 * origin, asks its parent for the session, and takes it only from its parent window. The console
 * answers only its own frame (origin and window).
 */
const parent = { name: 'parent' } as unknown as MessageEventSource;
const other = { name: 'other' } as unknown as MessageEventSource;
const token = { accessToken: 'at.hosted', expiresIn: 7200, issuedAt: 1 };
const event = (data: unknown, origin: string, source: MessageEventSource | null) => ({ data, origin, source }) as MessageEvent;

test('a session from the parent window is taken whatever the portal origin, and names that origin', () => {
  expect(acceptSessionMessage(event(sessionMessage(token), 'https://portal.example', parent), parent)).toEqual({
    origin: 'https://portal.example',
    token,
  });
});

test.each([
  ['another window', event(sessionMessage(token), 'https://portal.example', other)],
  ['no window', event(sessionMessage(token), 'https://portal.example', null)],
  ['an opaque origin', event(sessionMessage(token), 'null', parent)],
  ['a token without accessToken', event({ ...sessionMessage(token), token: { expiresIn: 1, issuedAt: 1 } }, 'https://p.example', parent)],
  ['another sender', event({ ...sessionMessage(token), from: 'gt-chat' }, 'https://p.example', parent)],
  ['another action', event({ ...sessionMessage(token), action: 'switchConversation' }, 'https://p.example', parent)],
  ['a string', event(JSON.stringify(sessionMessage(token)), 'https://p.example', parent)],
])('a session from %s is refused', (_name, e) => {
  expect(acceptSessionMessage(e, parent)).toBeNull();
});

test('the console answers a session request only from its own frame', () => {
  const frame = { name: 'frame' } as unknown as MessageEventSource;
  const expected = { origin: FRAME_ORIGIN, source: frame };
  expect(isSessionRequest(event(SESSION_REQUEST, FRAME_ORIGIN, frame), expected)).toBe(true);
  expect(isSessionRequest(event(SESSION_REQUEST, FRAME_ORIGIN, other), expected)).toBe(false);
  for (const origin of FOREIGN_ORIGINS) expect(isSessionRequest(event(SESSION_REQUEST, origin, frame), expected)).toBe(false);
  expect(isSessionRequest(event({ action: 'sessionRequest' }, FRAME_ORIGIN, frame), expected)).toBe(false);
});

test('a hosted built-in frame URL says so; a configured chat service is left as it is', () => {
  expect(chatFrameUrl({ side: 'sales', userId: 'im_1', localePrefix: 'en', hosted: true })).toMatch(
    /^\/en\/chat\/frame\?side=sell&embed=host&userId=im_1$/,
  );
  expect(chatFrameUrl({ side: 'sales', userId: 'im_1', configured: 'https://chat.example/frame', hosted: true })).not.toContain('embed=');
  expect(chatFrameUrl({ side: 'sales', userId: 'im_1' })).not.toContain('embed=');
});
