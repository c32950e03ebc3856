import { commoditySetting, decideOffer } from '../../../src/domain/automation/rules';
import type { Bargaining } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { pushNotification } from '../chat/notifications';
import type { MockDb } from '../types';
import { recordRun, settingsOf } from './store';

/**
 * A new offer (trade/bargaining.ts applyBargaining) meets its supplier's bargaining rules: it is
 * agreed or rejected at once, with the rule written on it and in the runs, or left waiting. The
 * supplier hears of every new offer (the bell and its sound).
 */
export function answerNewOffer(db: MockDb, offer: Bargaining, atMs: number, windowMs: number): void {
  const settings = settingsOf(db, offer.supplierId);
  const own = commoditySetting(settings, offer.commodityId);
  const d = decideOffer(settings.bargain, offer.listPrice, offer.offerPrice, own?.agreeFloor);
  const at = iso(atMs);
  if (d.decision !== 'MANUAL') {
    offer.status = d.decision === 'AGREE' ? 'AGREED' : 'REJECTED';
    offer.answeredAt = at;
    offer.autoRule = { rule: d.rule, value: d.value };
    // an agreed price holds for one order within the window, as when a person agrees
    if (d.decision === 'AGREE') offer.expiresAt = iso(atMs + windowMs);
    recordRun(db, offer.supplierId, {
      kind: d.decision === 'AGREE' ? 'OFFER_AGREED' : 'OFFER_REJECTED',
      rule: d.rule,
      value: d.value,
      commodityId: offer.commodityId,
      commodityTitle: offer.commodityTitle,
      bargainingId: offer.id,
      offerPrice: offer.offerPrice,
      listPrice: offer.listPrice,
      at,
    });
  }
  if (!db.chat?.notifications) return; // a store without the chat slice (some unit tests)
  pushNotification(db, {
    userId: offer.supplierId,
    type: 'BARGAIN_OFFER',
    side: 'sell',
    params: { title: offer.commodityTitle, price: offer.offerPrice, status: offer.status, commodityId: offer.commodityId },
    at,
  });
}
