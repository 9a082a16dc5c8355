import type { Role } from '@dolbom/shared-api';
import roleRemotes from './role-remotes.json';
import type { RemotesJson } from './early-remote';

/**
 * Which remote serves each role is data (role-remotes.json), not code per role: a new role is one line
 * there plus its URL in `/remotes.json`. Typed here so a role without a remote fails the type check.
 */
export const ROLE_REMOTES: Readonly<Record<Role, string>> = roleRemotes;

/** A remote's name: its key in `/remotes.json` and its federation name. */
export type RemoteName = string;

export function remoteForRole(role: Role): RemoteName {
  return ROLE_REMOTES[role];
}

let cached: Promise<RemotesJson> | null = null;
let early: Promise<RemotesJson> | null = null;

/** remotes.json as the signed-in start already asked for it (early-remote.ts): used by the first load. */
export function adoptEarlyRemotesJson(p: Promise<RemotesJson>): void {
  if (!cached) early = p;
}

/** Remote URLs are run-time data (`/remotes.json`), so moving a remote needs no shell rebuild. */
export function getRemotesJson(): Promise<RemotesJson> {
  if (!cached) {
    // A signed-in start has it on the way already (early-remote.ts, started by the entry).
    const first = early;
    early = null;
    cached = (
      first ??
      fetch('/remotes.json', { cache: 'no-cache' }).then((r) => {
        if (!r.ok) throw new Error(`remotes.json ${r.status}`);
        return r.json() as Promise<RemotesJson>;
      })
    ).catch((e) => {
      cached = null; // ask again on the next try
      throw e;
    });
  }
  return cached;
}
