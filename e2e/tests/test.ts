// The suite's `test` (import it instead of @playwright/test's): every worker starts its own API server on
// its own ports and database (../server.ts), and `baseURL` points at it. Spec files each run in a worker
// of their own (a project per file, playwright.config.ts), so each starts from the freshly seeded demo.
import { test as base } from '@playwright/test';
import { startWorkerServer, type RunningServer } from '../server';

export * from '@playwright/test';

export const test = base.extend<object, { e2eServer: RunningServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const server = await startWorkerServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.url),
});
