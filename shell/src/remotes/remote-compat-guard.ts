import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  checkCompat,
  describeRefusal,
  type CompatReport,
  type ManifestShared,
  type ProvidedShared,
} from './compat';

declare const __SHELL_SHARED__: ProvidedShared | undefined;

/** What this shell build provides (webpack.common.js defines it; tests and dev without it provide nothing). */
export const PROVIDED_SHARED: ProvidedShared =
  typeof __SHELL_SHARED__ === 'undefined' ? {} : __SHELL_SHARED__;

/** A remote that needs a strict singleton this shell cannot give: it is refused before any of its code runs. */
export class RemoteRefusedError extends Error {
  readonly code = 'REMOTE_REFUSED';
  constructor(
    readonly remote: string,
    readonly report: CompatReport,
  ) {
    super(describeRefusal(remote, report));
    this.name = 'RemoteRefusedError';
  }
}

export const isRemoteRefused = (e: unknown): e is RemoteRefusedError =>
  (e as { code?: unknown } | null)?.code === 'REMOTE_REFUSED';

/**
 * Runtime plugin (one concern): reads the remote's manifest as the runtime loads it and refuses the remote
 * when a strict singleton does not fit, so a too-new remote never reaches React (no crash, a clear screen).
 */
export function remoteCompatGuard(provided: ProvidedShared = PROVIDED_SHARED): ModuleFederationRuntimePlugin {
  return {
    name: 'dolbom-remote-compat-guard',
    loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as { name?: string; shared?: ManifestShared[] } | undefined;
      if (manifest?.shared && Object.keys(provided).length > 0) {
        const report = checkCompat(provided, manifest.shared);
        if (!report.ok) throw new RemoteRefusedError(manifest.name ?? args.moduleInfo.name, report);
      }
      return args;
    },
  };
}
