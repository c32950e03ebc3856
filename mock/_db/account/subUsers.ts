/**
 * Sub-accounts (A/customers/me/sub-users). They are user records with puid = the main account and
 * the permissions granted to them in subAuthorities. A main account manages them all; a
 * sub-account holding SUB_ACCOUNT may manage its siblings, but never itself, and may grant only
 * the permissions it holds. Disabling or deleting one ends its sessions at once.
 */
import { checkNewPassword, MAX_SUB_ACCOUNTS, PHONE_RE, SUB_USERNAME_RE } from '../../../src/domain/account/rules';
import type { SubUser } from '../../../src/domain/account/types';
import { SUB_AUTHORITIES, SUB_AUTHORITY_SEPARATOR } from '../../../src/domain/account/facts';
import type { ApiViolation, Paged } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { badRequest, forbidden, invalid, notFound } from '../../_lib/http';
import { type Json, text } from '../../_lib/input';
import { paginate, pageParams } from '../../_lib/paging';
import { now } from '../clock';
import { nextUserId } from '../ids';
import { hashPassword } from '../passwords';
import { revokeTokens } from '../tokens';
import type { MockDb, UserRecord } from '../types';
import { authoritiesOf, hasAuthority, usernameTaken } from '../users';
import { lastLoginAt } from './logins';
import { oneOf } from '../../_lib/choices';
import { nameViolation } from '../../_lib/names';
import { tr } from '../../_lib/i18n';

const NICKNAME_MAX = 20;

export function toSubUser(db: MockDb, u: UserRecord): SubUser {
  return {
    id: u.id,
    puid: u.puid,
    username: u.username,
    nickname: u.nickname,
    phoneNumber: u.phoneNumber,
    subAuthorities: u.subAuthorities,
    enabled: !u.disabled,
    createdAt: u.createdAt ?? iso(now()),
    modifiedAt: db.account.subUserModifiedAt[u.id] ?? u.createdAt ?? iso(now()),
    lastLoginAt: lastLoginAt(db, u.id),
  };
}

export function subUsersOf(db: MockDb, ownerId: string): UserRecord[] {
  return Object.values(db.users).filter((u) => u.puid === ownerId);
}

/** Who may manage the sub-accounts of `owner`: the owner, or a sub-account holding SUB_ACCOUNT. */
function requireManager(actor: UserRecord): void {
  if (!hasAuthority(actor, 'SUB_ACCOUNT')) throw forbidden(tr('server.subAccount.lacks', { authority: 'SUB_ACCOUNT' }));
}

/**
 * Pure: parses and checks a pipe-separated permission list: known values only, at least one, no
 * more than the actor itself holds (main accounts hold all). Answers it in the canonical order.
 */
export function normaliseAuthorities(
  raw: string | undefined,
  actorAuthorities: readonly string[] | 'ALL',
): { value?: string; violation?: string } {
  const parts = (raw ?? '')
    .split(SUB_AUTHORITY_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) return { violation: tr('server.account.sub.noGrant') };
  const unknown = parts.filter((p) => !(SUB_AUTHORITIES as readonly string[]).includes(p));
  if (unknown.length) return { violation: tr('server.account.sub.unknownGrant', { values: unknown.join(', ') }) };
  if (actorAuthorities !== 'ALL') {
    const beyond = parts.filter((p) => !actorAuthorities.includes(p));
    if (beyond.length)
      return {
        violation: tr('server.account.sub.beyondGrant', { values: beyond.join(', ') }),
      };
  }
  return {
    value: SUB_AUTHORITIES.filter((a) => parts.includes(a)).join(SUB_AUTHORITY_SEPARATOR),
  };
}

const actorScope = (actor: UserRecord): readonly string[] | 'ALL' => (actor.puid === '0' ? 'ALL' : authoritiesOf(actor));

export function querySubUsers(db: MockDb, actor: UserRecord, owner: UserRecord, q: Json): Paged<SubUser> {
  requireManager(actor);
  const keyword = text(q, 'keyword')?.toLowerCase();
  const enabled = oneOf(q, 'enabled', ['true', 'false'] as const);
  const authority = oneOf(q, 'authority', SUB_AUTHORITIES);
  const rows = subUsersOf(db, owner.id)
    .filter((u) => !keyword || [u.username, u.nickname, u.phoneNumber].some((v) => v?.toLowerCase().includes(keyword)))
    .filter((u) => enabled === undefined || String(!u.disabled) === enabled)
    .filter((u) => !authority || authoritiesOf(u).includes(authority))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || Number(b.id) - Number(a.id))
    .map((u) => toSubUser(db, u));
  return paginate(rows, pageParams(q));
}

function commonFields(body: Json, violations: ApiViolation[]) {
  const nickname = text(body, 'nickname');
  const phoneNumber = text(body, 'phoneNumber');
  if (nickname !== undefined && nickname.length > NICKNAME_MAX)
    violations.push({
      field: 'nickname',
      message: tr('server.account.sub.nickname', { max: NICKNAME_MAX }),
    });
  else {
    const plain = nameViolation(nickname, 'nickname', tr('server.label.nickname'));
    if (plain) violations.push(plain);
  }
  if (phoneNumber !== undefined && !PHONE_RE.test(phoneNumber))
    violations.push({
      field: 'phoneNumber',
      message: tr('server.account.mobile.format', { field: 'phoneNumber' }),
    });
  return { nickname, phoneNumber };
}

function passwordViolation(password: string): string | undefined {
  const problem = checkNewPassword(password);
  if (problem === 'length') return tr('server.account.password.length', { field: 'password' });
  if (problem === 'weak') return tr('server.account.password.weak', { field: 'password' });
  return undefined;
}

export function createSubUser(db: MockDb, actor: UserRecord, owner: UserRecord, body: Json): SubUser {
  requireManager(actor);
  if (subUsersOf(db, owner.id).length >= MAX_SUB_ACCOUNTS) {
    throw badRequest(tr('server.account.sub.limit.title'), tr('server.account.sub.limit', { max: MAX_SUB_ACCOUNTS }), 'SUB_ACCOUNT_LIMIT');
  }
  const violations: ApiViolation[] = [];
  const username = text(body, 'username') ?? '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!SUB_USERNAME_RE.test(username))
    violations.push({
      field: 'username',
      message: tr('server.auth.username.format'),
    });
  else if (usernameTaken(db, username)) violations.push({ field: 'username', message: tr('server.auth.username.taken') });
  const pw = passwordViolation(password);
  if (pw) violations.push({ field: 'password', message: pw });
  const { nickname, phoneNumber } = commonFields(body, violations);
  const auth = normaliseAuthorities(text(body, 'subAuthorities'), actorScope(actor));
  if (auth.violation) violations.push({ field: 'subAuthorities', message: auth.violation });
  if (violations.length) throw invalid(violations);
  const id = nextUserId(db.seq);
  const at = iso(now());
  const record: UserRecord = {
    id,
    puid: owner.id,
    username,
    nickname: nickname ?? username,
    phoneNumber,
    realNameAuthStatus: owner.realNameAuthStatus,
    deposit: '0.00',
    lockedDeposit: '0.00',
    point: '0',
    balance: '0.00',
    frozenBalance: '0.00',
    merchantProgress: { ...owner.merchantProgress },
    subAuthorities: auth.value!,
    reseller: owner.reseller,
    supplier: owner.supplier,
    roles: [...owner.roles],
    passwordHash: hashPassword(password),
    mfa: false,
    disabled: false,
    createdAt: at,
  };
  db.users[id] = record;
  db.account.subUserModifiedAt[id] = at;
  return toSubUser(db, record);
}

function findSub(db: MockDb, owner: UserRecord, id: string): UserRecord {
  const sub = db.users[id];
  if (!sub || sub.puid !== owner.id) throw notFound(tr('server.account.sub.notFound', { id }));
  return sub;
}

function refuseSelf(actor: UserRecord, sub: UserRecord): void {
  if (actor.id === sub.id) throw forbidden(tr('server.account.sub.self'));
}

export function updateSubUser(db: MockDb, actor: UserRecord, owner: UserRecord, body: Json): SubUser {
  requireManager(actor);
  const sub = findSub(db, owner, text(body, 'id') ?? '');
  refuseSelf(actor, sub);
  const violations: ApiViolation[] = [];
  const { nickname, phoneNumber } = commonFields(body, violations);
  const auth = normaliseAuthorities(text(body, 'subAuthorities'), actorScope(actor));
  if (auth.violation) violations.push({ field: 'subAuthorities', message: auth.violation });
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : undefined;
  const pw = password !== undefined ? passwordViolation(password) : undefined;
  if (pw) violations.push({ field: 'password', message: pw });
  if (violations.length) throw invalid(violations);
  if ('nickname' in body) sub.nickname = nickname ?? sub.username;
  if ('phoneNumber' in body) sub.phoneNumber = phoneNumber;
  sub.subAuthorities = auth.value!;
  if (password !== undefined) {
    sub.passwordHash = hashPassword(password);
    revokeTokens(db, sub.id);
  }
  db.account.subUserModifiedAt[sub.id] = iso(now());
  return toSubUser(db, sub);
}

export function setSubUserEnabled(db: MockDb, actor: UserRecord, owner: UserRecord, id: string, enabled: boolean): SubUser {
  requireManager(actor);
  const sub = findSub(db, owner, id);
  refuseSelf(actor, sub);
  sub.disabled = !enabled;
  if (!enabled) revokeTokens(db, sub.id);
  db.account.subUserModifiedAt[sub.id] = iso(now());
  return toSubUser(db, sub);
}

export function deleteSubUser(db: MockDb, actor: UserRecord, owner: UserRecord, id: string): UserRecord {
  requireManager(actor);
  const sub = findSub(db, owner, id);
  refuseSelf(actor, sub);
  revokeTokens(db, sub.id);
  delete db.users[sub.id];
  delete db.account.subUserModifiedAt[sub.id];
  return sub;
}
