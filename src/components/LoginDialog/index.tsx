import { isLoginDialogOpen, subscribeLoginDialog } from '@/utils/loginDialog';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadLoginDialog } from './load';

const Dialog = lazy(loadLoginDialog);

/**
 * Mounts the login dialog the first time it opens and keeps it mounted after: its form, inputs
 * and modal stay out of every page's first load.
 */
export default function LoginDialog() {
  const [wanted, setWanted] = useState(isLoginDialogOpen());
  useEffect(() => {
    if (wanted) return undefined;
    const off = subscribeLoginDialog((open) => open && setWanted(true));
    if (isLoginDialogOpen()) setWanted(true); // a guard may have opened it before this subscribed
    return off;
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  ) : null;
}
