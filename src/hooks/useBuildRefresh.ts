import { BUILD_POLL_INTERVAL_MS } from '@/constants/limits';
import { getBuildManifest } from '@/utils/buildManifest';
import { isNewBuild, readReloads, recordReload, shouldForceReload } from '@/utils/buildRefresh';
import { history } from '@umijs/max';
import { useEffect } from 'react';

const CURRENT_BUILD = process.env.BUILD_ID ?? '';
let newBuildSeen = false;

/** Polls the build manifest; once a new build is out, the next navigation reloads the page. */
export default function useBuildRefresh(): void {
  useEffect(() => {
    const poll = () =>
      getBuildManifest()
        .then((m) => {
          if (isNewBuild(m.buildId, CURRENT_BUILD) || isNewBuild(CURRENT_BUILD, m.buildId)) newBuildSeen = true;
        })
        .catch(() => undefined); // no manifest in dev
    const id = window.setInterval(poll, BUILD_POLL_INTERVAL_MS);
    const unlisten = history.listen(({ location }) => {
      if (!newBuildSeen) return;
      const now = Date.now();
      if (!shouldForceReload(location.pathname, readReloads(), now)) return;
      recordReload(location.pathname, now);
      window.location.reload();
    });
    return () => {
      window.clearInterval(id);
      unlisten();
    };
  }, []);
}
