import { C } from '@/constants/api';
import type { FollowedGame } from '@/types';
import { request } from '@/utils/request';

/** Followed games of the signed-in user (SPEC §7 C/usercenter/follow). */

export function followGame(gameId: string): Promise<FollowedGame> {
  return request<FollowedGame>(`${C}/usercenter/follow/followGame`, { method: 'POST', data: { gameId } });
}

export function unfollowGame(gameId: string): Promise<void> {
  return request<void>(`${C}/usercenter/follow/unfollowGame`, { method: 'POST', data: { gameId } });
}

export function listUserFollowGame(): Promise<FollowedGame[]> {
  return request<FollowedGame[]>(`${C}/usercenter/follow/listUserFollowGame`, { method: 'POST', data: {} });
}
