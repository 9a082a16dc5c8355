// `npm run backup` / restore of the embedded database (issue 28): what was in DATA_DIR — the database,
// its keys, the files beside it — comes back in another DATA_DIR; a running server's database is refused.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { backupEmbedded, restoreEmbedded } from '../src/cli/backup';
import { createDb } from '../src/db/client';
import { DatabaseLockedError, lockDirectory } from '../src/db/dir-lock';
import { serverKeys, users } from '../src/db/schema';
import { ensureServerKeys } from '../src/modules/auth/server-keys';
import { insertUser } from '../src/modules/auth/user-repository';

const REPO = path.resolve(__dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function openEmbedded(dataDir: string) {
  return createDb({ databaseUrl: undefined, dataDir }, { pglite: 'in-thread' });
}

it('backs up and restores the database, its keys and the files in DATA_DIR', async () => {
  const dataDir = path.join(tmp, 'live');
  const db = await openEmbedded(dataDir);
  await db.migrate();
  await ensureServerKeys(db.db);
  await insertUser(db.db, {
    loginId: 'backup01',
    password: 'test1234!!',
    name: '백업',
    phone: '010-1234-5678',
    role: 'ROLE_CAREGIVER',
  });
  const keys = await db.db.select().from(serverKeys);
  await db.close();
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'photo.jpg'), 'jpeg bytes');

  // What an operator runs (the CLI), not only the functions.
  const out = path.join(tmp, 'backups');
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/backup.ts', '--out', out], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(cli.stderr).toBe('');
  expect(cli.status).toBe(0);
  const [folder] = fs.readdirSync(out);
  expect(cli.stdout).toContain(folder);

  const restoredDir = path.join(tmp, 'restored');
  const { files } = await restoreEmbedded(path.join(out, folder!), restoredDir);
  expect(files).toBe(1);
  expect(fs.readFileSync(path.join(restoredDir, 'uploads', 'photo.jpg'), 'utf8')).toBe('jpeg bytes');
  const restored = await openEmbedded(restoredDir);
  try {
    const [n] = await restored.db.select({ n: count() }).from(users);
    expect(n?.n).toBe(1);
    // The same keys: sessions and push subscriptions survive a restore.
    expect(await restored.db.select().from(serverKeys)).toEqual(keys);
  } finally {
    await restored.close();
  }
  // A second restore onto a database is refused, not merged.
  await expect(restoreEmbedded(path.join(out, folder!), restoredDir)).rejects.toThrow(
    'already holds a database',
  );
});

it('refuses while a server holds the database', async () => {
  const dataDir = path.join(tmp, 'running');
  const db = await openEmbedded(dataDir);
  await db.migrate();
  await db.close();
  const unlock = lockDirectory(dataDir); // what a running server holds
  try {
    await expect(backupEmbedded(dataDir, path.join(tmp, 'never'))).rejects.toBeInstanceOf(
      DatabaseLockedError,
    );
  } finally {
    unlock();
  }
});
