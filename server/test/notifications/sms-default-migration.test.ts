// Migration 0035 on a database from before it (issue 30, PRODUCT.md "Data rules"): every caregiver who
// gave a phone gets SMS alerts on; a caregiver who had already chosen keeps her choice; managers stay off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { buildApp } from '../../src/app';
import { MIGRATIONS_DIR } from '../../src/db/client';
import { notificationPreferences, users } from '../../src/db/schema';
import { openDb, testConfig } from '../helpers/test-app';

/** A copy of the migrations folder that ends before 0035. */
function migrationsBefore0035(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0035');
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

it('turns SMS on for caregivers with a phone and keeps a choice already made', async () => {
  const { handle, databaseUrl, drop } = await openDb();
  try {
    const folder = migrationsBefore0035();
    // Drizzle's migrators are typed per driver; the handle is the one the driver opened.
    if (handle.driver === 'pglite') await migratePglite(handle.db as never, { migrationsFolder: folder });
    else await migratePg(handle.db as never, { migrationsFolder: folder });

    const user = async (loginId: string, role: 'ROLE_CAREGIVER' | 'ROLE_MANAGER', phone: string) => {
      const [row] = await handle.db
        .insert(users)
        .values({ loginId, passwordHash: 'x', name: '김돌봄', phone, role })
        .returning({ id: users.id });
      if (role === 'ROLE_CAREGIVER')
        await handle.db.execute(sql`insert into caregivers (user_id, zonecode, road_address, jibun_address,
          bcode, lat, lng) values (${row!.id}, '06236', '서울 강남구 테헤란로 152', '', '1168010100', 37.5, 127.03)`);
      return row!.id;
    };
    const fresh = await user('oldcare01', 'ROLE_CAREGIVER', '010-1111-2222');
    const chose = await user('oldcare02', 'ROLE_CAREGIVER', '010-1111-3333');
    const noPhone = await user('oldcare03', 'ROLE_CAREGIVER', '');
    const mgr = await user('oldmgr001', 'ROLE_MANAGER', '010-1111-4444');
    await handle.db.insert(notificationPreferences).values({ userId: chose, sms: false });

    const app = await buildApp(testConfig({ databaseUrl }), { db: handle, logger: false, seed: false });
    try {
      const rows = await app.db.select().from(notificationPreferences);
      const smsOf = (id: number) => rows.find((r) => r.userId === id)?.sms;
      expect([smsOf(fresh), smsOf(chose), smsOf(noPhone), smsOf(mgr)]).toEqual([
        true,
        false,
        undefined,
        undefined,
      ]);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await drop?.();
  }
});
