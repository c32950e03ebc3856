import type { ApiViolation } from '../../../src/types';
import { DEVELOPER_APPLICATION_RULES, REDIRECT_URI_RULE } from '../../../src/domain/dev/rules';
import {
  DEVELOPER_APPLICANT_TYPES,
  type DeveloperApplication,
  type DeveloperApplicationInput,
  type DeveloperClient,
  type DeveloperRejectCode,
  type DeveloperStatusResult,
} from '../../../src/domain/dev/types';
import { buildRuleMessages, validateRule } from '../../../src/domain/formRules';
import { iso } from '../../_lib/dates';
import { ApiFailure, forbidden, invalid } from '../../_lib/http';
import { type Json, str } from '../../_lib/input';
import { now } from '../clock';
import { opaqueToken } from '../ids';
import type { MockDb, UserRecord } from '../types';
import { isSubAccount, ownerOf } from '../users';
import { PROVIDER_SCOPES, type ProviderClient } from './state';
import { tr } from '../../_lib/i18n';

/**
 * Developer applications (C/supportcenter/developer). A submission waits REVIEW_DELAY_MS, then the
 * mock reviewer decides on the next read: it refuses an owner without real-name verification and
 * redirect URIs on plain http (except localhost), and approves the rest, creating the OAuth2 client.
 */
export const REVIEW_DELAY_MS = 4000;

/** Server-side checks use the form's rules and messages (src/domain/dev/rules.ts), in the caller's language. */
const ruleMessages = () => buildRuleMessages((id) => tr(id));

/** The body checked field by field; `input` is only meaningful when there are no violations. */
function toInput(body: Json): { input: DeveloperApplicationInput; violations: ApiViolation[] } {
  const uris = body.redirectUris;
  const trimmed = (key: string) => str(body, key)?.trim();
  const raw: Record<keyof DeveloperApplicationInput, unknown> = {
    applicantType: body.applicantType,
    name: trimmed('name') ?? body.name,
    contactEmail: trimmed('contactEmail') ?? body.contactEmail,
    contactPhone: trimmed('contactPhone') || undefined,
    website: trimmed('website') || undefined,
    redirectUris: uris,
    purpose: trimmed('purpose') ?? body.purpose,
  };
  const violations: ApiViolation[] = [];
  const messages = ruleMessages();
  (Object.keys(DEVELOPER_APPLICATION_RULES) as (keyof DeveloperApplicationInput)[]).forEach((field) => {
    const errors = DEVELOPER_APPLICATION_RULES[field].flatMap((rule) => validateRule(raw[field], rule, field, messages));
    if (errors[0]) violations.push({ field, message: errors[0] });
  });
  if (Array.isArray(uris)) {
    uris.forEach((u: unknown, i: number) => {
      const [error] = validateRule(u, REDIRECT_URI_RULE, `redirectUris[${i}]`, messages);
      if (error) violations.push({ field: 'redirectUris', message: error });
    });
  }
  const input: DeveloperApplicationInput = {
    applicantType: DEVELOPER_APPLICANT_TYPES.find((t) => t === raw.applicantType) ?? DEVELOPER_APPLICANT_TYPES[0],
    name: trimmed('name') ?? '',
    contactEmail: trimmed('contactEmail') ?? '',
    contactPhone: trimmed('contactPhone') || undefined,
    website: trimmed('website') || undefined,
    redirectUris: Array.isArray(uris) ? uris.map(String) : [],
    purpose: trimmed('purpose') ?? '',
  };
  return { input, violations };
}

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/** Why the reviewer refuses, or undefined to approve. */
export function reviewDecision(db: MockDb, app: DeveloperApplication): { code: DeveloperRejectCode; reason: string } | undefined {
  const owner = db.users[app.userId];
  if (!owner || owner.realNameAuthStatus !== 'AUTHORIZED') {
    return { code: 'REALNAME_REQUIRED', reason: 'Real-name verification is required before applying' };
  }
  const insecure = app.redirectUris.some((u) => {
    try {
      const url = new URL(u);
      return url.protocol !== 'https:' && !isLocalHost(url.hostname);
    } catch {
      return true;
    }
  });
  if (insecure) return { code: 'REDIRECT_URI_NOT_HTTPS', reason: 'Redirect URIs must use https (http is allowed for localhost only)' };
  return undefined;
}

function nextId(db: MockDb): string {
  db.dev.seq += 1;
  return `DA${db.dev.seq}`;
}

function clientFor(db: MockDb, app: DeveloperApplication, at: string): ProviderClient {
  const client: ProviderClient = {
    clientId: `dev_${opaqueToken('c')
      .slice(2, 18)
      .replace(/[^A-Za-z0-9]/g, 'x')
      .toLowerCase()}`,
    clientSecret: `sec_${opaqueToken('s')
      .slice(2)
      .replace(/[^A-Za-z0-9]/g, '')}`,
    name: app.name,
    redirectUris: [...app.redirectUris],
    scopes: PROVIDER_SCOPES,
    applicationId: app.id,
    ownerId: app.userId,
    createdAt: at,
  };
  db.dev.clients.push(client);
  return client;
}

/** Decides every pending application whose review time has come. */
export function settleReviews(db: MockDb, at = now()): void {
  db.dev.applications
    .filter((a) => a.status === 'PENDING' && Date.parse(a.submittedAt) + REVIEW_DELAY_MS <= at)
    .forEach((app) => {
      const reviewedAt = iso(at);
      const refusal = reviewDecision(db, app);
      app.reviewedAt = reviewedAt;
      if (refusal) {
        app.status = 'REJECTED';
        app.rejectCode = refusal.code;
        app.rejectReason = refusal.reason;
        return;
      }
      app.status = 'APPROVED';
      clientFor(db, app, reviewedAt);
      const user = db.users[app.userId];
      if (user) user.developer = true;
    });
}

const newestFirst = (a: DeveloperApplication, b: DeveloperApplication) =>
  b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id);

function toClient(c: ProviderClient): DeveloperClient {
  return {
    clientId: c.clientId,
    clientSecret: c.clientSecret ?? '',
    redirectUris: [...c.redirectUris],
    scopes: [...c.scopes],
    createdAt: c.createdAt,
  };
}

/** GET me/status: the latest application, the earlier ones and, once approved, the client. */
export function developerStatus(db: MockDb, caller: UserRecord): DeveloperStatusResult {
  settleReviews(db);
  const owner = ownerOf(db, caller);
  const mine = db.dev.applications.filter((a) => a.userId === owner.id).sort(newestFirst);
  const [latest, ...history] = mine;
  if (!latest) return { status: 'NONE', history: [] };
  const approved = mine.find((a) => a.status === 'APPROVED');
  const client = approved && db.dev.clients.find((c) => c.applicationId === approved.id);
  return {
    status: latest.status,
    application: { ...latest },
    history: history.map((a) => ({ ...a })),
    client: client && !isSubAccount(caller) ? toClient(client) : undefined,
    expectedReviewAt: latest.status === 'PENDING' ? iso(Date.parse(latest.submittedAt) + REVIEW_DELAY_MS) : undefined,
  };
}

/** POST: a new application; allowed when none is pending or approved (a rejection may be followed by a new one). */
export function submitApplication(db: MockDb, caller: UserRecord, body: Json): DeveloperApplication {
  if (isSubAccount(caller)) throw forbidden(tr('server.dev.subAccount'));
  settleReviews(db);
  const open = db.dev.applications.find((a) => a.userId === caller.id && (a.status === 'PENDING' || a.status === 'APPROVED'));
  if (open) {
    throw new ApiFailure(409, {
      title: tr('server.title.conflict'),
      detail: tr(open.status === 'PENDING' ? 'server.dev.pending' : 'server.dev.approved'),
      code: open.status === 'PENDING' ? 'DEVELOPER_PENDING' : 'DEVELOPER_APPROVED',
    });
  }
  const { input, violations } = toInput(body);
  if (violations.length) throw invalid(violations);
  const app: DeveloperApplication = {
    ...input,
    id: nextId(db),
    userId: caller.id,
    status: 'PENDING',
    submittedAt: iso(now()),
  };
  db.dev.applications.push(app);
  return { ...app };
}
