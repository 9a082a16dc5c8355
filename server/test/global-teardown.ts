// Jest globalTeardown: stops the PostgreSQL that global-setup.ts started and deletes the saved PGlite
// databases, if any.
import fs from 'node:fs';
import { Client } from 'pg';

async function dropTemplates(url: string, names: string[]) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
    }
  } finally {
    await client.end();
  }
}

export default async function globalTeardown() {
  const stop = globalThis.__DOLBOM_PG_STOP__;
  globalThis.__DOLBOM_PG_STOP__ = undefined;
  const templates = globalThis.__DOLBOM_PG_TEMPLATES__;
  globalThis.__DOLBOM_PG_TEMPLATES__ = undefined;
  // In a PostgreSQL of the caller's (DOLBOM_TEST_PG_URL set): drop what this run made there.
  if (templates && !stop) await dropTemplates(templates.url, templates.names);
  await stop?.();
  const dir = globalThis.__DOLBOM_TEMPLATE_DIR__;
  globalThis.__DOLBOM_TEMPLATE_DIR__ = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
