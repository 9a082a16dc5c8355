import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin (one concern): report which remote failed to load and why. It returns nothing, so
 * the error still reaches the shell, which shows its error screen; 다시 시도 then registers the
 * remote again with `force` (load-role.ts), which makes the runtime fetch it afresh.
 */
export function remoteLoadErrorLogger(): ModuleFederationRuntimePlugin {
  return {
    name: 'dolbom-remote-load-error-logger',
    errorLoadRemote(args) {
      console.error('원격 화면을 불러오지 못했습니다', args.id, args.error);
      return undefined;
    },
  };
}
