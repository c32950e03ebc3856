import { accountApi } from '@/domain/account/endpoints';
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
import { call } from '@/utils/request';
import { callPreloaded } from '@/utils/routeData';

/** A/customers: personal information, rebinding, password, sub-accounts, operators. */
export function patchUserName(nickname: string): Promise<CurrentUser> {
  return call(accountApi.patchUserName, { data: { nickname } });
}

/** A data URL of the scaled image, or '' to go back to the default avatar. */
export function patchUserAvatar(avatar: string): Promise<CurrentUser> {
  return call(accountApi.patchUserAvatar, { data: { avatar } });
}

export function patchUserInfo(patch: UserInfoPatch): Promise<CurrentUser> {
  return call(accountApi.patchUserInfo, { data: patch });
}

export function rebindUserPhone(params: RebindPhoneParams): Promise<CodeSent> {
  return call(accountApi.rebindUserPhone, { data: params });
}

export function rebindUserPhoneConfirm(params: RebindPhoneConfirm): Promise<CurrentUser> {
  return call(accountApi.rebindUserPhoneConfirm, { data: params });
}

export function rebindUserEmail(params: RebindEmailParams): Promise<CodeSent> {
  return call(accountApi.rebindUserEmail, { data: params });
}

export function rebindUserEmailConfirm(params: RebindEmailConfirm): Promise<CurrentUser> {
  return call(accountApi.rebindUserEmailConfirm, { data: params });
}

/** Other sessions of the user end; the current one stays. */
export function changePassword(params: ChangePasswordParams): Promise<Record<string, never>> {
  return call(accountApi.changePassword, { data: params });
}

export function querySubUsers(query: SubUserQuery): Promise<Paged<SubUser>> {
  // the first page may have been started by the route (routeLoaders)
  return callPreloaded(accountApi.querySubUsers, { params: query });
}

export function createSubUser(input: SubUserCreate): Promise<SubUser> {
  return call(accountApi.createSubUser, { data: input });
}

export function updateSubUser(input: SubUserUpdate): Promise<SubUser> {
  return call(accountApi.updateSubUser, { data: input });
}

export function setSubUserEnabled(id: string, enabled: boolean): Promise<SubUser> {
  return call(accountApi.setSubUserEnabled, { path: { suid: id }, params: { enabled } });
}

export function deleteSubUser(id: string): Promise<Record<string, never>> {
  return call(accountApi.deleteSubUser, { path: { suid: id } });
}

export function getOperationUsers(): Promise<OperationUser[]> {
  return call(accountApi.getOperationUsers);
}
