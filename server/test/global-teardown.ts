// Jest globalTeardown: stops the PostgreSQL that global-setup.ts started, if any.
export default async function globalTeardown() {
  const stop = globalThis.__DOLBOM_PG_STOP__;
  globalThis.__DOLBOM_PG_STOP__ = undefined;
  await stop?.();
}
