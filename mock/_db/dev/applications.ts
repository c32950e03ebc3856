import type {
  ApiViolation,
  DeveloperApplication,
  DeveloperApplicationInput,
  DeveloperApplicantType,
  DeveloperClient,
  DeveloperRejectCode,
  DeveloperStatusResult,
} from '../../../src/types';
import { buildRuleMessages, type FieldRule, validateRule } from '../../../src/utils/formRules';
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
export const MAX_REDIRECT_URIS = 5;
const APPLICANT_TYPES: readonly DeveloperApplicantType[] = ['INDIVIDUAL', 'COMPANY'];

/** Server-side checks use the same rules and messages as the form (SPEC §5), in the caller's language. */
const ruleMessages = () => buildRuleMessages((id) => tr(id));
const FIELD_RULES: Record<keyof DeveloperApplicationInput, FieldRule[]> = {
  applicantType: [{ required: true, enum: APPLICANT_TYPES }],
  name: [
    { required: true, whitespace: true },
    { min: 2, max: 64 },
  ],
  contactEmail: [{ required: true, type: 'email' }],
  contactPhone: [{ type: 'tel' }],
  website: [{ type: 'url' }],
  redirectUris: [
    { required: true, type: 'array' },
    { type: 'array', min: 1, max: MAX_REDIRECT_URIS },
  ],
  purpose: [
    { required: true, whitespace: true },
    { min: 20, max: 1000 },
  ],
};

function toInput(body: Json): { input: DeveloperApplicationInput; violations: ApiViolation[] } {
  const uris = body.redirectUris;
  const raw: Record<keyof DeveloperApplicationInput, unknown> = {
    applicantType: body.applicantType,
    name: str(body, 'name')?.trim() ?? body.name,
    contactEmail: str(body, 'contactEmail')?.trim() ?? body.contactEmail,
    contactPhone: str(body, 'contactPhone')?.trim() || undefined,
    website: str(body, 'website')?.trim() || undefined,
    redirectUris: uris,
    purpose: str(body, 'purpose')?.trim() ?? body.purpose,
  };
  const violations: ApiViolation[] = [];
  const messages = ruleMessages();
  (Object.keys(FIELD_RULES) as (keyof DeveloperApplicationInput)[]).forEach((field) => {
    const errors = FIELD_RULES[field].flatMap((rule) => validateRule(raw[field], rule, field, messages));
    if (errors[0]) violations.push({ field, message: errors[0] });
  });
  if (Array.isArray(uris)) {
    uris.forEach((u: unknown, i: number) => {
      const [error] = validateRule(u, { required: true, type: 'url' }, `redirectUris[${i}]`, messages);
      if (error) violations.push({ field: 'redirectUris', message: error });
    });
  }
  const input = raw as unknown as DeveloperApplicationInput;
  return { input: { ...input, redirectUris: Array.isArray(uris) ? uris.map(String) : [] }, violations };
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
      const reviewedAt = new Date(at).toISOString();
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
    expectedReviewAt: latest.status === 'PENDING' ? new Date(Date.parse(latest.submittedAt) + REVIEW_DELAY_MS).toISOString() : undefined,
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
    submittedAt: new Date(now()).toISOString(),
  };
  db.dev.applications.push(app);
  return { ...app };
}
