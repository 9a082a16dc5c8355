// Migration 0010 on a database from before it (every center made up): centers no manager belongs to
// go, the others stay unlisted (the manager's center_id keeps working), and search shows only the
// national list loaded afterwards (ADR 0010).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { buildApp } from '../../src/app';
import { MIGRATIONS_DIR } from '../../src/db/client';
import { centers, managers, users } from '../../src/db/schema';
import { openDb, testConfig } from '../helpers/test-app';

/** A copy of the migrations folder that ends before 0010. */
function migrationsBefore0010(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 10);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

it('keeps the made-up centers managers belong to (unlisted) and deletes the rest', async () => {
  const { handle, databaseUrl, drop } = await openDb();
  try {
    const folder = migrationsBefore0010();
    // Drizzle's migrators are typed per driver; the handle is the one the driver opened.
    if (handle.driver === 'pglite') await migratePglite(handle.db as never, { migrationsFolder: folder });
    else await migratePg(handle.db as never, { migrationsFolder: folder });

    const madeUp = (name: string) =>
      handle.db.execute(sql`insert into centers (name, name_choseong, zip_code, road_address, jibun_address,
        bcode, lat, lng, final_grade, installation_time)
        values (${name}, '', '06236', '서울 강남구 테헤란로 152', '서울 강남구 역삼동 737', '1168010100',
        37.5, 127.03, 'A', '2012-03-15') returning id`);
    const kept = (await madeUp('행복한요양센터 강남')) as unknown as { rows: { id: number }[] };
    await madeUp('대치봄날재가센터');
    const keptId = kept.rows[0]!.id;
    const [user] = await handle.db
      .insert(users)
      .values({
        loginId: 'oldmgr01',
        passwordHash: 'x',
        name: '김복지',
        phone: '010-1234-5678',
        role: 'ROLE_MANAGER',
      })
      .returning({ id: users.id });
    // Raw SQL: the managers table of that time (the membership columns come with 0011, after 0010).
    await handle.db.execute(sql`insert into managers (user_id, center_id) values (${user!.id}, ${keptId})`);

    const app = await buildApp(testConfig({ databaseUrl }), { db: handle, logger: false, seed: false });
    try {
      const names = await app.db
        .select({ name: centers.name, listed: centers.listed })
        .from(centers)
        .where(sql`${centers.name} in ('행복한요양센터 강남', '대치봄날재가센터')`);
      expect(names).toEqual([{ name: '행복한요양센터 강남', listed: false }]);
      const [member] = await app.db.select().from(managers).where(eq(managers.userId, user!.id));
      expect(member?.centerId).toBe(keptId);
      const res = await app.inject({
        method: 'GET',
        url: `/api/center?keyword=${encodeURIComponent('행복한요양센터 강남')}`,
      });
      expect((res.json() as { centerName: string }[]).map((c) => c.centerName)).not.toContain(
        '행복한요양센터 강남',
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await drop?.();
  }
});
