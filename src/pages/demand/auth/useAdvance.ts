import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { ResellerStep } from '@/types';
import { history, useDispatch } from '@umijs/max';
import { useCallback } from 'react';

/**
 * After a step's call moved the progress: reload the user (the step guard reads its
 * merchantProgress) and then show the step it reached.
 */
export default function useAdvance() {
  const dispatch = useDispatch();
  const to = usePrefixedPath();
  return useCallback(
    async (step: ResellerStep) => {
      await dispatch({ type: 'user/fetch' });
      dispatch({ type: 'fund/fetch' });
      history.replace(to(`/demand/auth?step=${step}`));
    },
    [dispatch, to],
  );
}
