// `npm run files -- migrate --from local --to postgres|s3` (issue 28): an existing deployment's files —
// the layout earlier versions wrote to UPLOAD_DIR and PRIVATE_DIR — move into the new store under the same
// keys, so the URLs and keys in the database keep working. Stopped half-way, a second run finishes; a run
// after a complete one copies nothing; a file the target holds only in part is copied again.
import fs from 'node:fs';
import path from 'node:path';
import { filesLeftBehind } from '../../src/modules/storage/create-file-store';
import type { FileStore } from '../../src/modules/storage/file-store';
import { migrateFiles } from '../../src/modules/storage/migrate-files';
import { createPostgresFileStore } from '../../src/modules/storage/postgres-file-store';
import { createS3FileStore } from '../../src/modules/storage/s3-file-store';
import { startS3Server, type LocalS3 } from '../helpers/s3-server';
import { contents, filesCommand, oldDeployment } from '../helpers/old-deployment';
import { openDb } from '../helpers/test-app';

const targets: [string, () => Promise<{ store: FileStore; close(): Promise<void> }>][] = [
  [
    'postgres',
    async () => {
      const { handle, drop } = await openDb();
      await handle.migrate();
      return {
        store: createPostgresFileStore(handle.db),
        async close() {
          await handle.close();
          await drop?.();
        },
      };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3Server();
      const store = await createS3FileStore(s3.settings);
      return {
        store,
        async close() {
          await store.close?.();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(targets)('moving local files to %s', (_name, openTarget) => {
  let old: ReturnType<typeof oldDeployment>;
  let target: Awaited<ReturnType<typeof openTarget>>;
  beforeAll(async () => {
    old = oldDeployment();
    target = await openTarget();
  });
  afterAll(async () => {
    await target?.close();
    old?.close();
  });

  it('stops when asked, finishes on the next run, and copies nothing on a third', async () => {
    const controller = new AbortController();
    const first = await migrateFiles(old.local, target.store, {
      concurrency: 1,
      signal: controller.signal,
      onFile: (_key, _outcome, report) => {
        if (report.copied === 3) controller.abort();
      },
    });
    expect(first).toMatchObject({ copied: 3, skipped: 0, failed: [], interrupted: true });

    // A file the target holds only in part (a crash mid-write of another tool) is copied again.
    const [someKey, someBytes] = [...old.files].find(([key]) => key.startsWith('certificates/'))!;
    await target.store.put(someKey, someBytes.subarray(0, 10));

    const second = await migrateFiles(old.local, target.store);
    expect(second.failed).toEqual([]);
    expect(second.interrupted).toBe(false);
    expect(second.copied + second.skipped).toBe(old.files.size);
    expect(second.copied).toBeGreaterThanOrEqual(old.files.size - 3);

    const moved = await contents(target.store);
    expect([...moved.keys()].sort()).toEqual([...old.files.keys()].sort());
    for (const [key, bytes] of old.files) expect(moved.get(key)?.equals(bytes)).toBe(true);

    const third = await migrateFiles(old.local, target.store);
    expect(third).toEqual({ copied: 0, skipped: old.files.size, failed: [], interrupted: false });
    // The source is left as it was.
    expect((await contents(old.local)).size).toBe(old.files.size);
  });
});

describe('npm run files -- migrate', () => {
  let old: ReturnType<typeof oldDeployment>;
  let s3: LocalS3;
  beforeAll(async () => {
    old = oldDeployment();
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
    old?.close();
  });

  it('moves the files to an S3 bucket, once, and refuses a command it does not know', async () => {
    const env = { DATA_DIR: old.dataDir, ...s3.env };
    const run = await filesCommand(['migrate', '--from', 'local', '--to', 's3'], env);
    expect(run.output).toContain(`copied ${old.files.size}, already there 0, failed 0`);
    expect(run.code).toBe(0);
    const again = await filesCommand(['migrate', '--from', 'local', '--to', 's3'], env);
    expect(again.output).toContain(`copied 0, already there ${old.files.size}, failed 0`);
    expect(again.code).toBe(0);
    const bucket = await createS3FileStore(s3.settings);
    expect((await contents(bucket)).size).toBe(old.files.size);
    await bucket.close?.();
    const wrong = await filesCommand(['migrate', '--from', 'local', '--to', 'dropbox'], {});
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('usage: npm run files -- migrate');
  });
});

describe('a server whose default store moved away from files it still has on disk', () => {
  it('says so at start, with the command that moves them; not once told which store to use', () => {
    const old = oldDeployment();
    try {
      const dirs = {
        uploadDir: path.join(old.dataDir, 'uploads'),
        privateDir: path.join(old.dataDir, 'private'),
      };
      // What DATABASE_URL without FILE_STORE chooses.
      expect(filesLeftBehind({ ...dirs, fileStore: 'postgres', fileStoreExplicit: false })).toContain(
        'npm run files -- migrate --from local --to postgres',
      );
      expect(filesLeftBehind({ ...dirs, fileStore: 's3', fileStoreExplicit: false })).toContain('--to s3');
      expect(filesLeftBehind({ ...dirs, fileStore: 'postgres', fileStoreExplicit: true })).toBeNull();
      expect(filesLeftBehind({ ...dirs, fileStore: 'local', fileStoreExplicit: false })).toBeNull();
      // Only certificates left (the photos moved by hand): still told.
      fs.rmSync(dirs.uploadDir, { recursive: true });
      expect(filesLeftBehind({ ...dirs, fileStore: 'postgres', fileStoreExplicit: false })).not.toBeNull();
      fs.rmSync(dirs.privateDir, { recursive: true });
      expect(filesLeftBehind({ ...dirs, fileStore: 'postgres', fileStoreExplicit: false })).toBeNull();
    } finally {
      old.close();
    }
  });
});
