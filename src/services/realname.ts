import { accountApi } from '@/domain/account/endpoints';
import type { AlipayCodeParams, AlipayVerifyParams, AlipayVerifyStart, I18nRealnameParams, RealnameStatus } from '@/types';
import { call } from '@/utils/request';

/** Real-name verification (SPEC §7 B/alipay/realname). A sub-account reads its main account's state. */
export function getRealnameStatus(): Promise<RealnameStatus> {
  return call(accountApi.getRealnameStatus);
}

/** Starts the Alipay check of a mainland ID card; a code goes to the account's phone. */
export function startAlipayVerify(params: AlipayVerifyParams): Promise<AlipayVerifyStart> {
  return call(accountApi.startAlipayVerify, { data: params });
}

/** Finishes the Alipay check with the code: verified at once. */
export function confirmAlipayVerify(params: AlipayCodeParams): Promise<RealnameStatus> {
  return call(accountApi.confirmAlipayVerify, { data: params });
}

/** Submits documents for staff review (passport, HK/Macao or Taiwan permits): pending until reviewed. */
export function submitI18nRealname(params: I18nRealnameParams): Promise<RealnameStatus> {
  return call(accountApi.submitI18nRealname, { data: params });
}
