/** Notification subscriptions and the voice-notify test call (C/user/robot/voiceNotifySend). */
import {
  isOneOf,
  MANDATORY_SITE_EVENTS,
  NOTIFY_CHANNELS,
  NOTIFY_EVENTS,
  type NotifyChannel,
  type NotifyEvent,
} from '../../../src/domain/account/facts';
import { PHONE_RE, TIME_RE, VOICE_TEST_INTERVAL_SECONDS } from '../../../src/domain/account/rules';
import type { SubscriptionSettings, VoiceNotifyResult } from '../../../src/domain/account/types';
import type { ApiViolation } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { badRequest, invalid } from '../../_lib/http';
import { type Json, isObject, text } from '../../_lib/input';
import { now } from '../clock';
import { opaqueToken } from '../ids';
import type { UserRecord } from '../types';
import { type AccountDb, maskPhone } from './db';
import { tr } from '../../_lib/i18n';

/** New accounts get site messages for everything and SMS for money and disputes. */
export function defaultSubscription(user: UserRecord): SubscriptionSettings {
  const events = Object.fromEntries(NOTIFY_EVENTS.map((e) => [e, ['SITE'] as NotifyChannel[]])) as Record<NotifyEvent, NotifyChannel[]>;
  events.ORDER_DISPUTE = ['SITE', 'SMS'];
  events.FUND_CHANGE = ['SITE', 'SMS'];
  return { events, voicePhone: user.phoneNumber, sound: true };
}

export function subscriptionOf(db: AccountDb, user: UserRecord): SubscriptionSettings {
  return db.account.subscriptions[user.id] ?? defaultSubscription(user);
}

export function saveSubscription(db: AccountDb, user: UserRecord, body: Json): SubscriptionSettings {
  const violations: ApiViolation[] = [];
  const rawEvents = isObject(body.events) ? body.events : {};
  const events = {} as Record<NotifyEvent, NotifyChannel[]>;
  for (const e of NOTIFY_EVENTS) {
    const list = Array.isArray(rawEvents[e])
      ? (rawEvents[e] as unknown[]).filter((c): c is NotifyChannel => isOneOf(NOTIFY_CHANNELS, c))
      : [];
    events[e] = NOTIFY_CHANNELS.filter((c) => list.includes(c));
    if (MANDATORY_SITE_EVENTS.includes(e) && !events[e].includes('SITE'))
      violations.push({
        field: `events.${e}`,
        message: tr('server.account.notify.mandatory', { event: e }),
      });
  }
  const voicePhone = text(body, 'voicePhone');
  const usesVoice = NOTIFY_EVENTS.some((e) => events[e].includes('VOICE'));
  if (voicePhone !== undefined && !PHONE_RE.test(voicePhone))
    violations.push({
      field: 'voicePhone',
      message: tr('server.account.mobile.format', { field: 'voicePhone' }),
    });
  if (usesVoice && !voicePhone)
    violations.push({
      field: 'voicePhone',
      message: tr('server.account.notify.voicePhone'),
    });
  const quietStart = text(body, 'quietStart');
  const quietEnd = text(body, 'quietEnd');
  if (quietStart !== undefined && !TIME_RE.test(quietStart))
    violations.push({
      field: 'quietStart',
      message: tr('server.account.notify.time', { field: 'quietStart' }),
    });
  if (quietEnd !== undefined && !TIME_RE.test(quietEnd))
    violations.push({ field: 'quietEnd', message: tr('server.account.notify.time', { field: 'quietEnd' }) });
  if ((quietStart === undefined) !== (quietEnd === undefined))
    violations.push({
      field: quietStart ? 'quietEnd' : 'quietStart',
      message: tr('server.account.notify.bothEnds'),
    });
  if (quietStart && quietStart === quietEnd)
    violations.push({
      field: 'quietEnd',
      message: tr('server.account.notify.sameEnds'),
    });
  if (violations.length) throw invalid(violations);
  const saved: SubscriptionSettings = {
    events,
    voicePhone,
    quietStart,
    quietEnd,
    sound: body.sound !== false,
    modifiedAt: iso(now()),
  };
  db.account.subscriptions[user.id] = saved;
  return saved;
}

/** A test call to the voice phone, at most one per VOICE_TEST_INTERVAL_SECONDS. */
export function voiceNotifySend(db: AccountDb, user: UserRecord, body: Json): VoiceNotifyResult {
  const phone = text(body, 'phone') ?? subscriptionOf(db, user).voicePhone;
  if (!phone || !PHONE_RE.test(phone))
    throw invalid([
      {
        field: 'voicePhone',
        message: tr('server.account.mobile.format', { field: 'voicePhone' }),
      },
    ]);
  const at = now();
  const last = db.account.voiceCalls[user.id];
  if (last !== undefined && at - last < VOICE_TEST_INTERVAL_SECONDS * 1000) {
    const wait = Math.ceil((VOICE_TEST_INTERVAL_SECONDS * 1000 - (at - last)) / 1000);
    throw badRequest(tr('server.code.tooFrequent.title'), tr('server.account.voice.tooFrequent', { seconds: wait }), 'VOICE_TOO_FREQUENT');
  }
  db.account.voiceCalls[user.id] = at;
  return {
    callId: opaqueToken('call'),
    phone: maskPhone(phone),
    calledAt: iso(at),
  };
}
