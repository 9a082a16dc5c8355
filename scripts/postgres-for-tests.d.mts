// Types of postgres-for-tests.mjs for the TypeScript that starts it (the cluster e2e set-up).
export function startPostgres(): Promise<{ url: string; stop(): Promise<void> }>;
