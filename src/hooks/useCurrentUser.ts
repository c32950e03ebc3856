import access, { type Access } from '@/access';
import type { FundModelState } from '@/models/fund';
import type { UserModelState } from '@/models/user';
import { useSelector } from '@umijs/max';
import { useMemo } from 'react';

export interface RootState {
  user: UserModelState;
  fund: FundModelState;
}

export function useUserState(): UserModelState {
  return useSelector((s: RootState) => s.user);
}

export function useAccess(): Access {
  const { currentUser } = useUserState();
  return useMemo(() => access(currentUser), [currentUser]);
}

export function useFund(): FundModelState {
  return useSelector((s: RootState) => s.fund);
}
