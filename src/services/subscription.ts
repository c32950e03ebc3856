import { B, C } from '@/constants/api';
import type { QrTicket, SecuritySettings, SubscriptionSettings, VoiceNotifyResult } from '@/types';
import { request } from '@/utils/request';

/** Notification subscriptions, the voice-notify test, sign-in protection and the binding QR code. */
export function getSubscription(): Promise<SubscriptionSettings> {
  return request<SubscriptionSettings>(`${B}/notification/subscription`);
}

export function saveSubscription(settings: SubscriptionSettings): Promise<SubscriptionSettings> {
  return request<SubscriptionSettings>(`${B}/notification/subscription`, {
    method: 'PUT',
    data: settings,
  });
}

export function sendVoiceTest(phone?: string): Promise<VoiceNotifyResult> {
  return request<VoiceNotifyResult>(`${C}/user/robot/voiceNotifySend`, {
    method: 'POST',
    data: { phone },
  });
}

export function getSecuritySettings(): Promise<SecuritySettings> {
  return request<SecuritySettings>(`${B}/uc/users/me/security`);
}

export function setVerifiedLoginIp(open: boolean): Promise<SecuritySettings> {
  return request<SecuritySettings>(`${B}/uc/openOrCloseVerifiedLoginip`, {
    method: 'POST',
    data: { open },
  });
}

export function generateQrCode(): Promise<QrTicket> {
  return request<QrTicket>(`${B}/uc/generateQrCode`, { method: 'POST' });
}
