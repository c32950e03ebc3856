/** Notification subscriptions and the voice-notify test call (C/user/robot/voiceNotifySend). */
import { MANDATORY_SITE_EVENTS, NOTIFY_CHANNELS, NOTIFY_EVENTS, PHONE_RE, TIME_RE, VOICE_TEST_INTERVAL_SECONDS } from '../../../src/constants/account';
import type { ApiViolation, NotifyChannel, NotifyEvent, SubscriptionSettings, VoiceNotifyResult } from '../../../src/types';
import { badRequest, invalid } from '../../_lib/http';
import { type Json, isObject } from '../../_lib/input';
import { now } from '../clock';
import { opaqueToken } from '../ids';
import type { UserRecord } from '../types';
import { type AccountDb, maskPhone } from './db';
import { text } from './paging';
import { iso } from './time';

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
    const list = Array.isArray(rawEvents[e]) ? (rawEvents[e] as unknown[]).filter((c): c is NotifyChannel => NOTIFY_CHANNELS.includes(c as NotifyChannel)) : [];
    events[e] = NOTIFY_CHANNELS.filter((c) => list.includes(c));
    if (MANDATORY_SITE_EVENTS.includes(e) && !events[e].includes('SITE'))
      violations.push({
        field: `events.${e}`,
        message: `site messages of ${e} cannot be switched off`,
      });
  }
  const voicePhone = text(body, 'voicePhone');
  const usesVoice = NOTIFY_EVENTS.some((e) => events[e].includes('VOICE'));
  if (voicePhone !== undefined && !PHONE_RE.test(voicePhone))
    violations.push({
      field: 'voicePhone',
      message: 'voicePhone must be a mainland mobile number',
    });
  if (usesVoice && !voicePhone)
    violations.push({
      field: 'voicePhone',
      message: 'voicePhone is required for voice notifications',
    });
  const quietStart = text(body, 'quietStart');
  const quietEnd = text(body, 'quietEnd');
  if (quietStart !== undefined && !TIME_RE.test(quietStart))
    violations.push({
      field: 'quietStart',
      message: 'quietStart must be HH:mm',
    });
  if (quietEnd !== undefined && !TIME_RE.test(quietEnd)) violations.push({ field: 'quietEnd', message: 'quietEnd must be HH:mm' });
  if ((quietStart === undefined) !== (quietEnd === undefined))
    violations.push({
      field: quietStart ? 'quietEnd' : 'quietStart',
      message: 'set both ends of the quiet hours, or neither',
    });
  if (quietStart && quietStart === quietEnd)
    violations.push({
      field: 'quietEnd',
      message: 'quiet hours must not start and end at the same time',
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
        message: 'voicePhone must be a mainland mobile number',
      },
    ]);
  const at = now();
  const last = db.account.voiceCalls[user.id];
  if (last !== undefined && at - last < VOICE_TEST_INTERVAL_SECONDS * 1000) {
    const wait = Math.ceil((VOICE_TEST_INTERVAL_SECONDS * 1000 - (at - last)) / 1000);
    throw badRequest('Too frequent', `Please wait ${wait} seconds before the next test call`, 'VOICE_TOO_FREQUENT');
  }
  db.account.voiceCalls[user.id] = at;
  return {
    callId: opaqueToken('call'),
    phone: maskPhone(phone),
    calledAt: iso(at),
  };
}
