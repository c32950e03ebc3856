import type { Commodity } from '../../../src/types';
import { notFound } from '../../_lib/http';
import type { MockDb } from '../types';
import { englishOnly, type Translate } from './messages';

/**
 * The commodity `id` of supplier `supplierId`. Another supplier's commodity answers 404 like a
 * missing one, so ids of other stores cannot be probed.
 */
export function ownedCommodity(db: MockDb, supplierId: string, id: string, t: Translate = englishOnly): Commodity {
  const c = db.market.commodities.find((x) => x.id === id);
  if (!c || c.supplierId !== supplierId) throw notFound(t('server.supplier.commodity.notFound', { id }));
  return c;
}
