// `npm run files -- migrate --from local --to postgres` on a PostgreSQL deployment (DATABASE_URL): the
// files of a machine's directories move into the database, where every API process reads them. Only on
// PostgreSQL runs (files-migrate.test.ts runs the same move on every store, and the command to S3).
import { createDb } from '../../src/db/client';
import { createPostgresFileStore } from '../../src/modules/storage/postgres-file-store';
import { contents, filesCommand, oldDeployment } from '../helpers/old-deployment';
import { openDb } from '../helpers/test-app';

describe('npm run files -- migrate --to postgres', () => {
  let old: ReturnType<typeof oldDeployment>;
  beforeAll(() => {
    old = oldDeployment();
  });
  afterAll(() => old?.close());

  it('moves the files of a machine into the database, once', async () => {
    // A database of the test cluster, left empty: the command migrates it like a server would.
    const { handle: unused, databaseUrl, drop } = await openDb();
    await unused.close();
    const env = { DATA_DIR: old.dataDir, DATABASE_URL: databaseUrl! };
    const run = await filesCommand(['migrate', '--from', 'local', '--to', 'postgres'], env);
    expect(run.output).toContain(`copied ${old.files.size}, already there 0, failed 0`);
    expect(run.code).toBe(0);
    const again = await filesCommand(['migrate', '--from', 'local', '--to', 'postgres'], env);
    expect(again.output).toContain(`copied 0, already there ${old.files.size}, failed 0`);

    // What a server on that database with FILE_STORE=postgres reads: every file, under its key.
    const handle = await createDb({ databaseUrl, dataDir: old.dataDir }, { pglite: 'in-thread' });
    try {
      const moved = await contents(createPostgresFileStore(handle.db));
      expect([...moved.keys()].sort()).toEqual([...old.files.keys()].sort());
      for (const [key, bytes] of old.files) expect(moved.get(key)?.equals(bytes)).toBe(true);
    } finally {
      await handle.close();
      await drop?.();
    }
  });
});
