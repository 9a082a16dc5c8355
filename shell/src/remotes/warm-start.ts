// Signed-in cold start (issue 14): with a stored session and role, start everything the home needs at once —
// the role check (`/api/user`), the guarded app's chunk, and the role's remotes.json → manifest → entry →
// role module (whose `prefetch` starts the home list) — instead of one after another. The stored role is
// only a hint: nothing is shown before `/api/user` answers (guarded-app.tsx), and a wrong hint only costs
// a download (the guard then loads the right remote).
import { preload } from 'swr';
import { api, authStore, userKey } from '@dolbom/shared-api';
import { adoptEarlyManifests, loadRoleModule } from './load-role';
import { adoptEarlyRemotesJson, remoteForRole } from './remote-config';
import type { EarlyRemote } from './early-remote';

/** `early`: what the signed-in start already asked for (remotes.json, the role's manifest). */
export function warmStart(early: EarlyRemote | null) {
  if (early) {
    adoptEarlyRemotesJson(early.remotesJson);
    adoptEarlyManifests(early.manifests);
  }
  const { role, refreshToken } = authStore.getState();
  if (!refreshToken) return;
  preload(userKey, (key: string) => api.get(key)).catch(() => undefined);
  void import('../home/guarded-app');
  if (role) loadRoleModule(remoteForRole(role), 0).catch(() => undefined);
}
