// Issue 28, "Files": two API processes (two app instances, each with its own empty directories, as on two
// machines) on one database. With the PostgreSQL store and with the S3 store, a photo uploaded through
// one is served by the other, an operator on one opens a certificate photo sent through the other, and a
// photo replaced or an account deleted through one is gone from both at once: no process serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/client';
import { MEMORY_DATA_DIR } from '../../src/config';
import { createFileStore } from '../../src/modules/storage/create-file-store';
import { phonePhoto } from '../helpers/photos';
import { startS3Server, type LocalS3 } from '../helpers/s3-server';
import { caregiverBody, JPG, multipart } from '../helpers/signup';
import { openDb, testConfig } from '../helpers/test-app';
import { bearer, createUser, login } from '../helpers/users';

interface Cluster {
  A: FastifyInstance;
  B: FastifyInstance;
  /** The store as a third process sees it (the files themselves, not a route). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

async function startCluster(store: 'postgres' | 's3'): Promise<Cluster> {
  const { handle, databaseUrl, drop } = await openDb();
  const s3: LocalS3 | undefined = store === 's3' ? await startS3Server() : undefined;
  const roots: string[] = [];
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];
  const config = (): AppConfig => {
    // Each process has its own empty disk: nothing on it may matter.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-machine-'));
    roots.push(root);
    return testConfig({
      databaseUrl,
      uploadDir: path.join(root, 'uploads'),
      privateDir: path.join(root, 'private'),
      fileStore: store,
      fileStoreExplicit: true,
      s3: s3?.settings,
    });
  };
  const open = async () => {
    // PGlite in memory is one database that both apps share; PostgreSQL gets a pool per process.
    if (!databaseUrl) return handle;
    const own = await createDb({ databaseUrl, dataDir: MEMORY_DATA_DIR });
    handles.push(own);
    return own;
  };
  try {
    for (let i = 0; i < 2; i++) apps.push(await buildApp(config(), { db: await open(), logger: false }));
  } catch (err) {
    await Promise.all(apps.map((a) => a.close()));
    throw err;
  }
  const keys = async () => {
    const c = config();
    const third = await createFileStore(c.fileStore, c, handle.db);
    const found: string[] = [];
    for await (const key of third.keys()) found.push(key);
    await third.close?.();
    return found;
  };
  return {
    A: apps[0]!,
    B: apps[1]!,
    keys,
    async close() {
      for (const app of apps) await app.close();
      for (const h of handles) await h.close();
      await handle.close();
      await drop?.();
      await s3?.close();
      for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

function sendPhoto(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  value: Buffer,
  fields = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, v]) => ({ name, value: String(v) })),
    { name: 'file', value, filename: 'photo.jpg', contentType: 'image/jpeg' },
  ]);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe.each(['postgres', 's3'] as const)('two API processes with the %s file store', (store) => {
  let c: Cluster;
  let photo: Buffer;
  beforeAll(async () => {
    [c, photo] = await Promise.all([startCluster(store), phonePhoto({ width: 800, height: 600 })]);
  });
  afterAll(() => c?.close());

  it('serve, replace and delete one caregiver’s photos as one', async () => {
    const { A, B } = c;
    // Signed up, with her photo, through A.
    const body = caregiverBody();
    const signup = await A.inject({ method: 'POST', url: '/api/caregiver/register', payload: body });
    expect(signup.statusCode).toBe(201);
    const { userId, uploadToken } = signup.json() as { userId: number; uploadToken: string };
    const first = await sendPhoto(
      A,
      `/api/caregiver/register/${userId}`,
      { 'x-upload-token': uploadToken },
      photo,
    );
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().profileImage as string;
    const onA = await get(A, firstUrl);
    const onB = await get(B, firstUrl);
    expect([onA.statusCode, onB.statusCode]).toEqual([200, 200]);
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);
    expect(onB.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Her certificate photo, sent through A, opened by an operator on B.
    const session = (await login(B, body.id, body.password)).session;
    const cert = await sendPhoto(A, '/api/caregiver/certificate', bearer(session.access), JPG, {
      certificateCode: '2019-1234567',
    });
    expect(cert.statusCode).toBe(201);
    const admin = await createUser(A, 'ROLE_ADMIN');
    const operator = bearer((await login(B, admin.loginId)).session.access);
    const queue = (await get(B, '/api/admin/certificates', operator)).json().content as {
      id: number;
      loginId: string;
    }[];
    const certificateId = queue.find((q) => q.loginId === body.id)!.id;
    const certificatePhoto = await get(B, `/api/admin/certificates/${certificateId}/photo`, operator);
    expect(certificatePhoto.statusCode).toBe(200);
    expect(certificatePhoto.headers['content-type']).toBe('image/jpeg');

    // Replaced through B: the old photo is gone for A as well, the new one is there.
    const second = await sendPhoto(B, '/api/user/photo', bearer(session.access), JPG);
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().profileImage as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect([(await get(A, firstUrl)).statusCode, (await get(B, firstUrl)).statusCode]).toEqual([404, 404]);
    expect((await get(A, secondUrl)).statusCode).toBe(200);
    const before = await c.keys();
    expect(before.filter((k) => k.startsWith('certificates/'))).toHaveLength(1);
    expect(before).toContain(`public/${secondUrl.split('/').pop()}`);

    // 회원 탈퇴 through B: no process serves her photo, and the store holds none of her files.
    const deleted = await B.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(session.access),
      payload: { password: body.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect([(await get(A, secondUrl)).statusCode, (await get(B, secondUrl)).statusCode]).toEqual([404, 404]);
    expect((await get(A, `/api/admin/certificates/${certificateId}/photo`, operator)).statusCode).toBe(404);
    const after = await c.keys();
    expect(after.filter((k) => !before.includes(k))).toEqual([]);
    expect(after).not.toContain(`public/${secondUrl.split('/').pop()}`);
    expect(after.filter((k) => k.startsWith('certificates/'))).toEqual([]);
  });
});
