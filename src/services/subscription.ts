import { accountApi } from '@/domain/account/endpoints';
import type { QrTicket, SecuritySettings, SubscriptionSettings, VoiceNotifyResult } from '@/types';
import { call } from '@/utils/request';

/** Notification subscriptions, the voice-notify test, sign-in protection and the binding QR code. */
export function getSubscription(): Promise<SubscriptionSettings> {
  return call(accountApi.getSubscription);
}

export function saveSubscription(settings: SubscriptionSettings): Promise<SubscriptionSettings> {
  return call(accountApi.saveSubscription, { data: settings });
}

export function sendVoiceTest(phone?: string): Promise<VoiceNotifyResult> {
  return call(accountApi.sendVoiceTest, { data: { phone } });
}

export function getSecuritySettings(): Promise<SecuritySettings> {
  return call(accountApi.getSecuritySettings);
}

export function setVerifiedLoginIp(open: boolean): Promise<SecuritySettings> {
  return call(accountApi.setVerifiedLoginIp, { data: { open } });
}

export function generateQrCode(): Promise<QrTicket> {
  return call(accountApi.generateQrCode);
}
