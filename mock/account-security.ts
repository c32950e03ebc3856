import { B, C } from '../src/constants/api';
import { recordAudit } from './_db/account/audit';
import { accountCall } from './_db/account/call';
import { generateQrCode, securitySettings, setVerifiedLoginIp } from './_db/account/security';
import { saveSubscription, subscriptionOf, voiceNotifySend } from './_db/account/subscription';
import { handlers } from './_lib/handlers';
import { bodyOf } from './_lib/input';

/** Security switches and QR code (B/uc), notification subscriptions and the voice-notify test call. */
export default handlers({
  /** Not in SPEC §7 (the switch has no read call): the current sign-in protection state. */
  [`GET ${B}/uc/users/me/security`]: (req) => {
    const { db, user, owner } = accountCall(req);
    return securitySettings(db, user, owner.id);
  },
  [`POST ${B}/uc/openOrCloseVerifiedLoginip`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const out = setVerifiedLoginIp(db, user, owner.id, bodyOf(req));
    recordAudit(db, user, {
      module: 'SECURITY',
      action: out.verifiedLoginIp ? 'LOGIN_IP_VERIFY_ON' : 'LOGIN_IP_VERIFY_OFF',
      ip: client.ip,
    });
    return out;
  },
  [`POST ${B}/uc/generateQrCode`]: (req) => {
    const { db, user } = accountCall(req);
    return generateQrCode(db, user);
  },
  /** Not in SPEC §7 (which names only the voice test call): the subscription settings themselves. */
  [`GET ${B}/notification/subscription`]: (req) => {
    const { db, user } = accountCall(req);
    return subscriptionOf(db, user);
  },
  [`PUT ${B}/notification/subscription`]: (req) => {
    const { db, user, client } = accountCall(req);
    const out = saveSubscription(db, user, bodyOf(req));
    recordAudit(db, user, {
      module: 'ACCOUNT',
      action: 'SUBSCRIPTION_UPDATE',
      ip: client.ip,
    });
    return out;
  },
  [`POST ${C}/user/robot/voiceNotifySend`]: (req) => {
    const { db, user } = accountCall(req);
    return voiceNotifySend(db, user, bodyOf(req));
  },
});
