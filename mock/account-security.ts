import { accountApi } from '../src/domain/account/endpoints';
import {
  accountCall,
  generateQrCode,
  recordAudit,
  saveSubscription,
  securitySettings,
  setVerifiedLoginIp,
  subscriptionOf,
  voiceNotifySend,
} from './_db/account';
import { handlers, route } from './_lib/handlers';

/** Security switches and QR code (B/uc), notification subscriptions and the voice-notify test call. */
export default handlers({
  /** Not in SPEC §7 (the switch has no read call): the current sign-in protection state. */
  ...route(accountApi.getSecuritySettings, ({ req }) => {
    const { db, user, owner } = accountCall(req);
    return securitySettings(db, user, owner.id);
  }),
  ...route(accountApi.setVerifiedLoginIp, ({ req, body }) => {
    const { db, user, owner, client } = accountCall(req);
    const out = setVerifiedLoginIp(db, user, owner.id, body);
    recordAudit(db, user, {
      module: 'SECURITY',
      action: out.verifiedLoginIp ? 'LOGIN_IP_VERIFY_ON' : 'LOGIN_IP_VERIFY_OFF',
      ip: client.ip,
    });
    return out;
  }),
  ...route(accountApi.generateQrCode, ({ req }) => {
    const { db, user } = accountCall(req);
    return generateQrCode(db, user);
  }),
  /** Not in SPEC §7 (which names only the voice test call): the subscription settings themselves. */
  ...route(accountApi.getSubscription, ({ req }) => {
    const { db, user } = accountCall(req);
    return subscriptionOf(db, user);
  }),
  ...route(accountApi.saveSubscription, ({ req, body }) => {
    const { db, user, client } = accountCall(req);
    const out = saveSubscription(db, user, body);
    recordAudit(db, user, {
      module: 'ACCOUNT',
      action: 'SUBSCRIPTION_UPDATE',
      ip: client.ip,
    });
    return out;
  }),
  ...route(accountApi.sendVoiceTest, ({ req, body }) => {
    const { db, user } = accountCall(req);
    return voiceNotifySend(db, user, body);
  }),
});
