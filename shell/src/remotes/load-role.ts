import {
  init,
  loadRemote,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RoleModule } from '@dolbom/shared-api';
import { getRemotesJson, type RemoteName } from './remote-config';
import { remoteLoadErrorLogger } from './remote-load-error-logger';
import { remoteCompatGuard } from './remote-compat-guard';
import type { EarlyRemote } from './early-remote';

let initialised = false;

/** Manifest responses the signed-in start fetched (early-remote.ts), by absolute URL; it may still add one. */
let earlyManifests: EarlyRemote['manifests'] = new Map();

export function adoptEarlyManifests(manifests: EarlyRemote['manifests']): void {
  earlyManifests = manifests;
}

/** Runtime plugin: the manifest the signed-in start already fetched, once; otherwise the runtime fetches it. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dolbom-early-manifest',
    fetch(url) {
      const href = new URL(url, window.location.href).href;
      const early = earlyManifests.get(href);
      if (!early) return undefined;
      earlyManifests.delete(href);
      return early.catch(() => fetch(url, {}));
    },
  };
}

const firstLoads = new Map<RemoteName, Promise<RoleModule>>();

/**
 * Loads one role's remote. Only the signed-in role's remote is ever registered, so the other
 * role's manifest and chunks are never requested. `attempt > 0` forces a fresh registration so
 * that a remote that failed before is fetched again (다시 시도) without a page reload. The first load
 * is shared (the signed-in warm start begins it before the guard asks) and calls the remote's
 * `prefetch` once.
 */
export function loadRoleModule(name: RemoteName, attempt: number): Promise<RoleModule> {
  if (attempt > 0) return load(name, attempt);
  let first = firstLoads.get(name);
  if (!first) {
    first = load(name, 0).then((role) => {
      role.prefetch?.();
      return role;
    });
    firstLoads.set(name, first);
    first.catch(() => firstLoads.delete(name));
  }
  return first;
}

async function load(name: RemoteName, attempt: number): Promise<RoleModule> {
  // The shell's own copy of the home lists' constants is loaded first, so that `loaded-first` sharing picks
  // it instead of fetching the remote's fallback copy (one more request between the remote and its list).
  const [urls] = await Promise.all([getRemotesJson(), import('@dolbom/shared-api/constants')]);
  const entry = urls[name];
  if (!entry) throw new Error(`no URL for remote ${name}`);
  if (!initialised) {
    init({
      name: 'shell',
      remotes: [],
      plugins: [earlyManifestPlugin(), remoteCompatGuard(), remoteLoadErrorLogger()],
    });
    initialised = true;
  }
  registerRemotes([{ name, entry }], { force: attempt > 0 });
  const mod = await loadRemote<{ default: RoleModule }>(`${name}/role`);
  if (!mod?.default) throw new Error(`remote ${name} did not load`);
  return mod.default;
}
