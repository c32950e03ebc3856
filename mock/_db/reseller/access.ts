import type { Demand } from '../../../src/types';
import { ApiFailure, invalid, notFound } from '../../_lib/http';
import type { MockDb, UserRecord } from '../types';
import { ownerOf, requireAuthority } from '../users';
import { tr } from '../../_lib/i18n';

/**
 * The main account whose demands the caller works on: a sub-account needs the DEMAND permission,
 * and the account must have opened the receiver role.
 */
export function demandOwner(db: MockDb, user: UserRecord): UserRecord {
  requireAuthority(user, 'DEMAND');
  const owner = ownerOf(db, user);
  if (!owner.reseller) {
    throw new ApiFailure(403, {
      title: tr('server.reseller.role.title'),
      detail: tr('server.reseller.role'),
      code: 'RESELLER_REQUIRED',
      action: { type: 'REDIRECT', location: `/demand/auth?step=${owner.merchantProgress.reseller}` },
    });
  }
  return owner;
}

/**
 * The demand `id` of `ownerId`; another receiver's demand answers 404 like a missing one. No id
 * (absent, or not text: the readers leave '') is a malformed request: 400 on `id`.
 */
export function ownedDemand(db: MockDb, ownerId: string, id: string): Demand {
  if (!id) throw invalid([{ field: 'id', message: tr('server.field.required', { field: 'id' }) }]);
  const d = db.market.demands.find((x) => x.id === id);
  if (!d || d.resellerId !== ownerId) throw notFound(tr('server.reseller.demand.notFound', { id }));
  return d;
}
