import { marketApi } from '@/domain/market/endpoints';
import type { FollowedGame } from '@/types';
import { call } from '@/utils/request';

/** Followed games of the signed-in user (SPEC §7 C/usercenter/follow). */

export function followGame(gameId: string): Promise<FollowedGame> {
  return call(marketApi.followGame, { data: { gameId } });
}

export function unfollowGame(gameId: string): Promise<void> {
  return call(marketApi.unfollowGame, { data: { gameId } });
}

export function listUserFollowGame(): Promise<FollowedGame[]> {
  return call(marketApi.listUserFollowGame, { data: {} });
}
