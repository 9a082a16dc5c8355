import { sql } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { usePostgres } from './helpers/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('database', () => {
  it('runs on the driver the test run asked for', async () => {
    expect(t.handle.driver).toBe(usePostgres() ? 'postgres' : 'pglite');
    const result = await t.app.db.execute(sql`select current_setting('server_version_num')::int as v`);
    // execute() is typed per driver; both drivers answer { rows }.
    const version = Number((result as { rows: Array<{ v: number }> }).rows[0]?.v);
    expect(version).toBeGreaterThanOrEqual(usePostgres() ? 150000 : 170000);
  });

  it('migrates idempotently and enforces the schema checks', async () => {
    await t.handle.migrate();
    await expect(
      t.app.db.insert(users).values({
        loginId: 'badrole001',
        passwordHash: 'x',
        name: '가',
        phone: '010-0000-0000',
        // A role outside the enum on purpose: the CHECK constraint, not TypeScript, must stop it.
        role: 'ROLE_OWNER' as 'ROLE_MANAGER',
      }),
    ).rejects.toThrow();
  });
});
