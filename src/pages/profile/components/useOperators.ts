import { useAccess } from '@/hooks/useCurrentUser';
import { getOperationUsers } from '@/services/customer';
import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import useText from '@/hooks/useText';

/** The main account and its sub-accounts as a select's valueEnum (main accounts only; a sub-account sees itself). */
export default function useOperators() {
  const t = useText();
  const access = useAccess();
  const { data } = useRequest(getOperationUsers, {
    ready: access.isMain,
    cacheKey: 'account-operation-users',
  });
  return useMemo(
    () =>
      Object.fromEntries(
        (data ?? []).map((u) => [
          u.id,
          {
            text: `${u.username} (${u.main ? t('account.common.mainAccount') : t('account.common.subAccount')})`,
          },
        ]),
      ),
    [data, t],
  );
}
