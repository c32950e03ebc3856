import { endpoint } from '../endpoint';
import type { PlantArticleRequest, PlantedArticle } from './content';
import type {
  AdvanceClockRequest,
  ChatMockConfig,
  MockClock,
  MockAudit,
  MockSettings,
  MockSettingsPatch,
  PushNotificationRequest,
  ResetBackendRequest,
  RevokeTokensRequest,
  RevokeTokensResult,
} from './types';

/** Paths under this prefix are control calls: exempt from added latency and injected faults. */
export const MOCK_CONTROL_PREFIX = '/api/mock';

/**
 * Control calls of the fake backend (README "Environment switches"), used by the e2e suite and by
 * developers; never by the console. Each declared once; the fake backend's handler registers
 * against it and e2e take the paths from here.
 */
export const mockControlApi = {
  /** Re-seeds every collection (the demo or the frozen test seed) and drops runtime setting overrides. */
  resetBackend: endpoint('POST', '/api/mock/reset').of<{ res: void; body: ResetBackendRequest }>(),
  getMockConfig: endpoint('GET', '/api/mock/config').of<{ res: MockSettings }>(),
  /** Answers the switches in force after the change. */
  setMockConfig: endpoint('POST', '/api/mock/config').of<{ res: MockSettings; body: MockSettingsPatch }>(),
  /** Simulates a session lost mid-use. */
  revokeTokens: endpoint('POST', '/api/mock/tokens/revoke').of<{ res: RevokeTokensResult; body: RevokeTokensRequest }>(),
  getChatConfig: endpoint('GET', '/api/mock/chat/config').of<{ res: ChatMockConfig }>(),
  setChatConfig: endpoint('POST', '/api/mock/chat/config').of<{ res: ChatMockConfig; body: Partial<ChatMockConfig> }>(),
  /** Answers 201 with the notification's id. */
  pushNotification: endpoint('POST', '/api/mock/notifications').of<{ res: { id: string }; body: PushNotificationRequest }>(),
  /** Publishes a help-centre article as the CMS would (mock/content-control.ts); answers 201 with its id. */
  plantArticle: endpoint('POST', '/api/mock/content/articles').of<{ res: PlantedArticle; body: PlantArticleRequest }>(),
  /** Checks the money ledger (fault-mode tests end with it). */
  /** Moves the fake backend's clock forward, so timed rules (deadlines, schedules, repricing) run without waiting. */
  advanceClock: endpoint('POST', '/api/mock/clock').of<{ res: MockClock; body: AdvanceClockRequest }>(),
  auditBackend: endpoint('GET', '/api/mock/audit').of<{ res: MockAudit }>(),
} as const;
