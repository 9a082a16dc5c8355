// One contract, three stores (ADR 0029): the local directories, PostgreSQL (the test database: PGlite, or
// the throwaway PostgreSQL 15 with TEST_DB=postgres) and S3 (a real local S3 server, s3rver, started here).
// Whatever store a deployment picks, a file written by one process is read, listed and deleted by another.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DbHandle } from '../../src/db/client';
import { BadFileKeyError, readAll, type FileStore } from '../../src/modules/storage/file-store';
import { createLocalFileStore } from '../../src/modules/storage/local-file-store';
import { createPostgresFileStore } from '../../src/modules/storage/postgres-file-store';
import { createS3FileStore } from '../../src/modules/storage/s3-file-store';
import { startS3Server } from '../helpers/s3-server';
import { openDb } from '../helpers/test-app';
import { JPG, PNG } from '../helpers/signup';
import { MEMORY_DATA_DIR } from '../../src/config';

interface Subject {
  /** Two stores over the same place: two API processes. */
  a: FileStore;
  b: FileStore;
  /** Puts something in the store's place that is not one of its files (a temp file, another app's object). */
  plantForeign(): Promise<void>;
  close(): Promise<void>;
}

const hex = () => randomBytes(16).toString('hex');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000), Buffer.from('\n%%EOF\n')]);

const subjects: [string, () => Promise<Subject>][] = [
  [
    'local',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-store-'));
      const dirs = { publicDir: path.join(root, 'uploads'), privateDir: path.join(root, 'private') };
      return {
        a: createLocalFileStore(dirs),
        b: createLocalFileStore(dirs),
        async plantForeign() {
          fs.mkdirSync(dirs.publicDir, { recursive: true });
          fs.writeFileSync(path.join(dirs.publicDir, `${hex()}.jpg.3f2a.tmp`), 'half');
          fs.writeFileSync(path.join(dirs.publicDir, 'notes.txt'), 'not a photo');
        },
        async close() {
          fs.rmSync(root, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'postgres',
    async () => {
      const { handle, databaseUrl, drop } = await openDb();
      await handle.migrate();
      // A second connection pool on a real PostgreSQL; PGlite in memory has one connection to share.
      const other: DbHandle | undefined = databaseUrl
        ? await createDb({ databaseUrl, dataDir: MEMORY_DATA_DIR })
        : undefined;
      return {
        a: createPostgresFileStore(handle.db, { pageSize: 2 }),
        b: createPostgresFileStore((other ?? handle).db, { pageSize: 2 }),
        async plantForeign() {},
        async close() {
          await other?.close();
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
      const a = await createS3FileStore({ ...s3.settings, pageSize: 2 });
      const b = await createS3FileStore({ ...s3.settings, pageSize: 2 });
      return {
        a,
        b,
        async plantForeign() {
          // Another prefix in the same bucket, and an object under ours that is not a file key.
          const neighbour = await createS3FileStore({ ...s3.settings, prefix: 'other-app/' });
          await neighbour.put(`public/${hex()}.jpg`, JPG);
          await neighbour.close?.();
        },
        async close() {
          await a.close?.();
          await b.close?.();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(subjects)('the %s file store', (_name, open) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(() => subject?.close());

  const read = async (store: FileStore, key: string) => {
    const file = await store.get(key);
    return file && { ...file, bytes: await readAll(file.stream) };
  };

  it('gives back what was put, with its size and type, to another process too', async () => {
    const photo = `public/${hex()}.jpg`;
    const certificate = `certificates/${hex()}.png`;
    const contract = `contracts/${hex()}.pdf`;
    await subject.a.put(photo, JPG);
    await subject.a.put(certificate, PNG);
    await subject.a.put(contract, PDF);
    for (const [key, bytes, type] of [
      [photo, JPG, 'jpg'],
      [certificate, PNG, 'png'],
      [contract, PDF, 'pdf'],
    ] as const) {
      const got = await read(subject.b, key);
      expect(got).toMatchObject({ size: bytes.length, type });
      expect(got?.bytes.equals(bytes)).toBe(true);
      expect(await subject.b.size(key)).toBe(bytes.length);
    }
  });

  it('keeps a file of a few megabytes whole', async () => {
    const key = `contracts/${hex()}.pdf`;
    const big = Buffer.concat([PDF, randomBytes(3 * 1024 * 1024)]);
    await subject.a.put(key, big);
    const got = await read(subject.b, key);
    expect(got?.size).toBe(big.length);
    expect(got?.bytes.equals(big)).toBe(true);
  });

  it('answers null for a missing key, and deleting one is no error', async () => {
    const key = `public/${hex()}.jpg`;
    expect(await subject.a.get(key)).toBeNull();
    expect(await subject.a.size(key)).toBeNull();
    await expect(subject.a.delete(key)).resolves.toBeUndefined();
  });

  it('replaces a file put again under its key', async () => {
    const key = `certificates/${hex()}.jpg`;
    await subject.a.put(key, PNG);
    await subject.b.put(key, JPG);
    expect((await read(subject.a, key))?.bytes.equals(JPG)).toBe(true);
    expect(await subject.a.size(key)).toBe(JPG.length);
  });

  it('deletes for every process at once: gone from get, size and keys', async () => {
    const key = `public/${hex()}.jpg`;
    await subject.a.put(key, JPG);
    expect(await subject.b.get(key)).not.toBeNull();
    await subject.b.delete(key);
    expect(await subject.a.get(key)).toBeNull();
    expect(await subject.a.size(key)).toBeNull();
    const keys: string[] = [];
    for await (const k of subject.a.keys()) keys.push(k);
    expect(keys).not.toContain(key);
  });

  it('lists every file of every area across pages, and nothing that is not one', async () => {
    const put = [`public/${hex()}.jpg`, `public/${hex()}.png`, `certificates/${hex()}.jpg`];
    put.push(`proofs/${hex()}.jpg`, `contracts/${hex()}.pdf`);
    for (const key of put) await subject.a.put(key, key.endsWith('.pdf') ? PDF : JPG);
    await subject.plantForeign();
    const keys: string[] = [];
    for await (const k of subject.b.keys()) keys.push(k);
    expect(keys).toEqual(expect.arrayContaining(put));
    for (const k of keys) expect(k).toMatch(/^[a-z]+\/[0-9a-f]{32,64}\.(jpg|png|pdf)$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses a key outside the grammar before touching anything', async () => {
    for (const key of [
      '../../etc/passwd',
      `public/../${hex()}.jpg`,
      `public/${hex()}.exe`,
      `Public/${hex()}.jpg`,
      `public/${hex()}.jpg/`,
      `certificates/x${hex()}.jpg`,
      '',
    ]) {
      await expect(subject.a.put(key, JPG)).rejects.toThrow(BadFileKeyError);
      await expect(subject.a.get(key)).rejects.toThrow(BadFileKeyError);
      await expect(subject.a.delete(key)).rejects.toThrow(BadFileKeyError);
    }
  });
});
