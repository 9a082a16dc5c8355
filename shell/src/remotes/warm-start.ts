// Signed-in cold start (issue 14): with a stored session and role, start everything the home needs at once —
// the role check (`/api/user`), the guarded app's chunk, and the role's remotes.json → manifest → entry →
// role module (whose `prefetch` starts the home list) — instead of one after another. The stored role is
// only a hint: nothing is shown before `/api/user` answers (guarded-app.tsx), and a wrong hint only costs
// a download (the guard then loads the right remote).
import { preload } from 'swr';
import { api, authStore, userKey } from '@dolbom/shared-api';
import { loadRoleModule } from './load-role';
import { remoteForRole } from './remote-config';

export function warmStart() {
  const { role, refreshToken } = authStore.getState();
  if (!refreshToken) return;
  preload(userKey, (key: string) => api.get(key)).catch(() => undefined);
  void import('../home/guarded-app');
  if (role) loadRoleModule(remoteForRole(role), 0).catch(() => undefined);
}

warmStart();
