/** Personal information: name, avatar, contacts, phone and e-mail rebinding, password change. */
import { AVATAR_MAX_BYTES, checkNewPassword, EMAIL_RE, PHONE_RE, QQ_RE } from '../../../src/domain/account/rules';
import type { CodeSent, OperationUser } from '../../../src/domain/account/types';
import { imageTypeOfDataUrl } from '../../../src/domain/files';
import type { CurrentUser } from '../../../src/domain/account/user';
import type { ApiViolation } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { invalid } from '../../_lib/http';
import { nameViolation } from '../../_lib/names';
import { type Json, text } from '../../_lib/input';
import { now } from '../clock';
import { checkPassword, hashPassword } from '../passwords';
import type { MockDb, UserRecord } from '../types';
import { toCurrentUser } from '../users';
import { consumeCode, sendCode } from './codes';
import { maskPhone } from './db';
import { tr } from '../../_lib/i18n';

const NICKNAME_MAX = 20;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export function patchUserName(db: MockDb, user: UserRecord, body: Json): CurrentUser {
  const nickname = text(body, 'nickname') ?? '';
  if (nickname.length < 2 || nickname.length > NICKNAME_MAX) {
    throw invalid([
      {
        field: 'nickname',
        message: tr('server.account.nickname.length', { max: NICKNAME_MAX }),
      },
    ]);
  }
  const plain = nameViolation(nickname, 'nickname', tr('server.label.nickname'));
  if (plain) throw invalid([plain]);
  user.nickname = nickname;
  return toCurrentUser(db, user);
}

/** A data URL of a PNG/JPEG/WebP image within AVATAR_MAX_BYTES, or '' for the default image. */
export function patchUserAvatar(db: MockDb, user: UserRecord, body: Json): CurrentUser {
  const avatar = typeof body.avatar === 'string' ? body.avatar : undefined;
  if (avatar === undefined) throw invalid([{ field: 'avatar', message: tr('server.field.required', { field: 'avatar' }) }]);
  if (avatar === '') {
    user.avatar = undefined;
    return toCurrentUser(db, user);
  }
  // the bytes must be the image the data URL claims (a renamed executable says image/png too)
  if (!imageTypeOfDataUrl(avatar, AVATAR_TYPES)) {
    throw invalid([{ field: 'avatar', message: tr('server.account.avatar.type') }]);
  }
  // base64 carries 4 characters per 3 bytes
  if ((avatar.length - avatar.indexOf(',') - 1) * 0.75 > AVATAR_MAX_BYTES) {
    throw invalid([
      {
        field: 'avatar',
        message: tr('server.account.avatar.size', { kb: AVATAR_MAX_BYTES / 1024 }),
      },
    ]);
  }
  user.avatar = avatar;
  return toCurrentUser(db, user);
}

export function patchUserInfo(db: MockDb, user: UserRecord, body: Json): CurrentUser {
  const violations: ApiViolation[] = [];
  const qq = text(body, 'contactQq');
  const phone = text(body, 'contactPhone');
  if ('contactQq' in body && qq !== undefined && !QQ_RE.test(qq))
    violations.push({
      field: 'contactQq',
      message: tr('server.account.contactQq.format'),
    });
  if ('contactPhone' in body && phone !== undefined && !PHONE_RE.test(phone))
    violations.push({
      field: 'contactPhone',
      message: tr('server.account.mobile.format', { field: 'contactPhone' }),
    });
  // main accounts must keep their contacts (the profile-completion prompt asks for them)
  if (user.puid === '0' && 'contactQq' in body && !qq)
    violations.push({ field: 'contactQq', message: tr('server.field.required', { field: 'contactQq' }) });
  if (user.puid === '0' && 'contactPhone' in body && !phone)
    violations.push({
      field: 'contactPhone',
      message: tr('server.field.required', { field: 'contactPhone' }),
    });
  if (violations.length) throw invalid(violations);
  if ('contactQq' in body) user.contactQq = qq;
  if ('contactPhone' in body) user.contactPhone = phone;
  return toCurrentUser(db, user);
}

function phoneTaken(db: MockDb, userId: string, phone: string): boolean {
  return Object.values(db.users).some((u) => u.id !== userId && u.phoneNumber === phone);
}

function emailTaken(db: MockDb, userId: string, email: string): boolean {
  const e = email.toLowerCase();
  return Object.values(db.users).some((u) => u.id !== userId && u.email?.toLowerCase() === e);
}

function checkPhone(db: MockDb, user: UserRecord, phone: string | undefined): string {
  if (!phone || !PHONE_RE.test(phone))
    throw invalid([
      {
        field: 'phoneNumber',
        message: tr('server.account.mobile.format', { field: 'phoneNumber' }),
      },
    ]);
  if (phone === user.phoneNumber) throw invalid([{ field: 'phoneNumber', message: tr('server.account.phone.same') }]);
  if (phoneTaken(db, user.id, phone))
    throw invalid(
      [
        {
          field: 'phoneNumber',
          message: tr('server.account.phone.taken'),
        },
      ],
      'PHONE_TAKEN',
    );
  return phone;
}

function checkEmail(db: MockDb, user: UserRecord, email: string | undefined): string {
  if (!email || email.length > 320 || !EMAIL_RE.test(email)) throw invalid([{ field: 'email', message: tr('server.email.invalid') }]);
  if (email.toLowerCase() === user.email?.toLowerCase()) throw invalid([{ field: 'email', message: tr('server.account.email.same') }]);
  if (emailTaken(db, user.id, email)) throw invalid([{ field: 'email', message: tr('server.account.email.taken') }], 'EMAIL_TAKEN');
  return email;
}

export function rebindPhone(db: MockDb, user: UserRecord, body: Json): CodeSent {
  const phone = checkPhone(db, user, text(body, 'phoneNumber'));
  return sendCode(db, user.id, 'PHONE', phone, maskPhone(phone));
}

export function rebindPhoneConfirm(db: MockDb, user: UserRecord, body: Json): CurrentUser {
  const phone = checkPhone(db, user, text(body, 'phoneNumber'));
  consumeCode(db, user.id, 'PHONE', phone, text(body, 'code'));
  user.phoneNumber = phone;
  user.phoneVerifiedAt = iso(now());
  return toCurrentUser(db, user);
}

export function rebindEmail(db: MockDb, user: UserRecord, body: Json): CodeSent {
  const email = checkEmail(db, user, text(body, 'email'));
  return sendCode(db, user.id, 'EMAIL', email.toLowerCase(), email);
}

export function rebindEmailConfirm(db: MockDb, user: UserRecord, body: Json): CurrentUser {
  const email = checkEmail(db, user, text(body, 'email'));
  consumeCode(db, user.id, 'EMAIL', email.toLowerCase(), text(body, 'code'));
  user.email = email;
  return toCurrentUser(db, user);
}

/** Changes the password; every other session of the user ends, the current one stays. */
export function changePassword(db: MockDb, user: UserRecord, body: Json, currentToken: string | undefined): void {
  const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : '';
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
  if (!checkPassword(oldPassword, user.passwordHash)) {
    throw invalid([{ field: 'oldPassword', message: tr('server.account.password.incorrect') }], 'PASSWORD_INCORRECT');
  }
  const problem = checkNewPassword(newPassword, oldPassword);
  if (problem) {
    const messages = {
      length: tr('server.account.password.length', { field: 'newPassword' }),
      weak: tr('server.account.password.weak', { field: 'newPassword' }),
      same: tr('server.account.password.same'),
    };
    throw invalid([{ field: 'newPassword', message: messages[problem] }], 'PASSWORD_WEAK');
  }
  user.passwordHash = hashPassword(newPassword);
  for (const [key, token] of Object.entries(db.tokens)) {
    if (token.userId === user.id && key !== currentToken) delete db.tokens[key];
  }
}

/** GET A/customers/me/operation-users: the main account and its sub-accounts. */
export function operationUsers(db: MockDb, owner: UserRecord): OperationUser[] {
  const subs = Object.values(db.users)
    .filter((u) => u.puid === owner.id)
    .sort((a, b) => Number(a.id) - Number(b.id));
  return [owner, ...subs].map((u) => ({
    id: u.id,
    username: u.username,
    main: u.puid === '0',
  }));
}
