import { A, B } from '@/constants/api';
import type { AlipayCodeParams, AlipayVerifyParams, AlipayVerifyStart, I18nRealnameParams, RealnameStatus } from '@/types';
import { request } from '@/utils/request';

/** Real-name verification (contract C6). A sub-account reads its main account's state. */
export function getRealnameStatus(): Promise<RealnameStatus> {
  return request<RealnameStatus>(`${A}/customers/me/realname-status`, {
    method: 'POST',
  });
}

/** Starts the Alipay check of a mainland ID card; a code goes to the account's phone. */
export function startAlipayVerify(params: AlipayVerifyParams): Promise<AlipayVerifyStart> {
  return request<AlipayVerifyStart>(`${B}/alipay/realname/verify`, {
    method: 'POST',
    data: params,
  });
}

/** Finishes the Alipay check with the code: verified at once. */
export function confirmAlipayVerify(params: AlipayCodeParams): Promise<RealnameStatus> {
  return request<RealnameStatus>(`${B}/alipay/realname/verify/code`, {
    method: 'POST',
    data: params,
  });
}

/** Submits documents for staff review (passport, HK/Macao or Taiwan permits): pending until reviewed. */
export function submitI18nRealname(params: I18nRealnameParams): Promise<RealnameStatus> {
  return request<RealnameStatus>(`${B}/supportcenter/realname/i18n`, {
    method: 'POST',
    data: params,
  });
}
