import type { Role } from '@dolbom/shared-api';

export type RemoteName = 'caregiver' | 'manager';

// ROLE_ADMIN gets its own remote (admin-app, issue 13) in a later change; until then it maps here too.
export function remoteForRole(role: Role): RemoteName {
  return role === 'ROLE_MANAGER' ? 'manager' : 'caregiver';
}

type RemotesJson = Record<RemoteName, string>;
let cached: Promise<RemotesJson> | null = null;

/** Remote URLs are run-time data (`/remotes.json`), so moving a remote needs no shell rebuild. */
export function getRemotesJson(): Promise<RemotesJson> {
  if (!cached) {
    cached = fetch('/remotes.json', { cache: 'no-cache' })
      .then((r) => {
        if (!r.ok) throw new Error(`remotes.json ${r.status}`);
        return r.json() as Promise<RemotesJson>;
      })
      .catch((e) => {
        cached = null; // ask again on the next try
        throw e;
      });
  }
  return cached;
}
