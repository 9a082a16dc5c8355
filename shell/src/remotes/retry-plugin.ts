import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin (one concern): after a remote fails to load, make sure the next attempt really
 * goes back to the network. Without it a retry could be answered from the cached failed promise.
 */
export function retryAfterFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dolbom-retry-after-failure',
    errorLoadRemote(args) {
      console.error('원격 화면을 불러오지 못했습니다', args.id, args.error);
      // Returning undefined lets the error reach the shell's error boundary, which shows 다시 시도.
      return undefined;
    },
  };
}
