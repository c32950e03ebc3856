/** Chat, customer-service and notification types live in src/domain/chat (shared with the fake backend). */
export * from '../domain/chat/types';
