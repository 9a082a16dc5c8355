// Health and readiness (issue 28): what a load balancer polls every second, without a token, with nothing
// personal in it; readiness follows the database's schema and turns 503 the moment the process drains.
import { sql } from 'drizzle-orm';
import { expectedMigration } from '../src/plugins/health';
import { useTestApp } from './helpers/test-app';

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });

it('answers /healthz and /readyz without a token, uncached', async () => {
  const health = await get('/healthz');
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
  expect(health.headers['cache-control']).toBe('no-store');
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready' });
  expect(ready.headers['cache-control']).toBe('no-store');
});

it("is not ready while the schema lacks this build's last migration", async () => {
  const last = expectedMigration();
  await t.app.db.execute(
    sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${last}`,
  );
  try {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'schema behind' });
    // Alive all the same: a balancer takes it out of rotation, an orchestrator does not kill it.
    expect((await get('/healthz')).statusCode).toBe(200);
  } finally {
    await t.app.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = ${last} where created_at = ${last - 1}`,
    );
  }
  expect((await get('/readyz')).statusCode).toBe(200);
});

it('turns unready at once when draining, still serves, and asks clients to close their connections', async () => {
  expect((await get('/remotes.json')).headers.connection).not.toBe('close');
  t.app.lifecycle.startDraining();
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'draining' });
  const served = await get('/remotes.json');
  expect(served.statusCode).toBe(200);
  expect(served.headers.connection).toBe('close');
  expect((await get('/healthz')).statusCode).toBe(200);
});
