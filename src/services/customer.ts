import { A } from '@/constants/api';
import type {
  ChangePasswordParams,
  CodeSent,
  CurrentUser,
  OperationUser,
  Paged,
  RebindEmailConfirm,
  RebindEmailParams,
  RebindPhoneConfirm,
  RebindPhoneParams,
  SubUser,
  SubUserCreate,
  SubUserQuery,
  SubUserUpdate,
  UserInfoPatch,
} from '@/types';
import { request } from '@/utils/request';

/** A/customers: personal information, rebinding, password, sub-accounts, operators. */
const C = `${A}/customers`;

export function patchUserName(nickname: string): Promise<CurrentUser> {
  return request<CurrentUser>(`${C}/patchUserName`, {
    method: 'PATCH',
    data: { nickname },
  });
}

/** A data URL of the scaled image, or '' to go back to the default avatar. */
export function patchUserAvatar(avatar: string): Promise<CurrentUser> {
  return request<CurrentUser>(`${C}/patchUserAvatar`, {
    method: 'PATCH',
    data: { avatar },
  });
}

export function patchUserInfo(patch: UserInfoPatch): Promise<CurrentUser> {
  return request<CurrentUser>(`${C}/me/patchUserInfo`, {
    method: 'PATCH',
    data: patch,
  });
}

export function rebindUserPhone(params: RebindPhoneParams): Promise<CodeSent> {
  return request<CodeSent>(`${C}/rebindUserPhone`, {
    method: 'POST',
    data: params,
  });
}

export function rebindUserPhoneConfirm(params: RebindPhoneConfirm): Promise<CurrentUser> {
  return request<CurrentUser>(`${C}/rebindUserPhoneConfirm`, {
    method: 'POST',
    data: params,
  });
}

export function rebindUserEmail(params: RebindEmailParams): Promise<CodeSent> {
  return request<CodeSent>(`${C}/rebindUserEmail`, {
    method: 'POST',
    data: params,
  });
}

export function rebindUserEmailConfirm(params: RebindEmailConfirm): Promise<CurrentUser> {
  return request<CurrentUser>(`${C}/rebindUserEmailConfirm`, {
    method: 'POST',
    data: params,
  });
}

/** Other sessions of the user end; the current one stays. */
export function changePassword(params: ChangePasswordParams): Promise<Record<string, never>> {
  return request(`${C}/me/password`, { method: 'PUT', data: params });
}

export function querySubUsers(query: SubUserQuery): Promise<Paged<SubUser>> {
  return request<Paged<SubUser>>(`${C}/me/sub-users`, { params: query });
}

export function createSubUser(input: SubUserCreate): Promise<SubUser> {
  return request<SubUser>(`${C}/me/sub-users`, { method: 'POST', data: input });
}

export function updateSubUser(input: SubUserUpdate): Promise<SubUser> {
  return request<SubUser>(`${C}/me/sub-users`, { method: 'PUT', data: input });
}

export function setSubUserEnabled(id: string, enabled: boolean): Promise<SubUser> {
  return request<SubUser>(`${C}/me/sub-users/${encodeURIComponent(id)}/status`, { method: 'DELETE', params: { enabled } });
}

export function deleteSubUser(id: string): Promise<Record<string, never>> {
  return request(`${C}/me/sub-users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function getOperationUsers(): Promise<OperationUser[]> {
  return request<OperationUser[]>(`${C}/me/operation-users`);
}
