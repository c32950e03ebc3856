/** Sign-in IP verification switch and the QR code a phone app scans to bind or sign in (B/uc). */
import { QR_TTL_MS } from '../../../src/domain/account/rules';
import type { QrTicket, SecuritySettings } from '../../../src/domain/account/types';
import { iso } from '../../_lib/dates';
import { forbidden, invalid } from '../../_lib/http';
import type { Json } from '../../_lib/input';
import { now } from '../clock';
import { opaqueToken } from '../ids';
import type { UserRecord } from '../types';
import type { AccountDb } from './db';
import { lastLoginIp } from './logins';
import type { SecurityRecord } from './state';
import { tr } from '../../_lib/i18n';

function recordOf(db: AccountDb, ownerId: string): SecurityRecord {
  return (db.account.security[ownerId] ??= {
    verifiedLoginIp: false,
    knownIps: [],
  });
}

export function securitySettings(db: AccountDb, caller: UserRecord, ownerId: string): SecuritySettings {
  const r = recordOf(db, ownerId);
  return {
    verifiedLoginIp: r.verifiedLoginIp,
    lastLoginIp: lastLoginIp(db, caller.id),
    knownIps: [...r.knownIps].slice(-20).reverse(),
  };
}

/** POST B/uc/openOrCloseVerifiedLoginip { open }: main accounts only (it guards every sub-account too). */
export function setVerifiedLoginIp(db: AccountDb, caller: UserRecord, ownerId: string, body: Json): SecuritySettings {
  if (caller.puid !== '0') throw forbidden(tr('server.account.security.mainOnly'));
  if (typeof body.open !== 'boolean') throw invalid([{ field: 'open', message: tr('server.field.boolean', { field: 'open' }) }]);
  recordOf(db, ownerId).verifiedLoginIp = body.open;
  return securitySettings(db, caller, ownerId);
}

/** POST B/uc/generateQrCode: a short-lived ticket the app scans to bind this account. */
export function generateQrCode(db: AccountDb, caller: UserRecord): QrTicket {
  const at = now();
  for (const [k, t] of Object.entries(db.account.qrTickets)) if (t.expiresAt <= at) delete db.account.qrTickets[k];
  const ticket = opaqueToken('qr');
  db.account.qrTickets[ticket] = {
    ticket,
    userId: caller.id,
    expiresAt: at + QR_TTL_MS,
  };
  return {
    content: `gtapp://bind?ticket=${encodeURIComponent(ticket)}`,
    expiresAt: iso(at + QR_TTL_MS),
  };
}
