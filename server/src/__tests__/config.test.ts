import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_ENV, loadConfig, REPO_ROOT } from '../config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir,
      accessTokenTtlSeconds: 1800,
      seedDemo: false,
      apiDocs: false,
      logLevel: 'info',
      corsOrigins: '*',
      remotes: {
        caregiver: '/apps/caregiver/mf-manifest.json',
        manager: '/apps/manager/mf-manifest.json',
        admin: '/apps/admin/mf-manifest.json',
      },
      appsDir: {
        shell: path.join(REPO_ROOT, 'shell/dist'),
        caregiver: path.join(REPO_ROOT, 'caregiver-app/dist'),
        manager: path.join(REPO_ROOT, 'manager-app/dist'),
        admin: path.join(REPO_ROOT, 'admin-app/dist'),
      },
    });
    expect(config.gazetteerPath).toBe(path.resolve(REPO_ROOT, '../shared/data/kr-legal-dong-centroids.csv'));
    expect(fs.existsSync(config.gazetteerPath)).toBe(true);
  });

  // Keys live in the database, shared by every process (ADR 0028): nothing is generated into DATA_DIR.
  it('takes JWT_SECRET and VAPID keys from the environment only, and writes no key file', () => {
    const plain = loadConfig({ DATA_DIR: dataDir });
    expect(plain.jwtSecret).toBeUndefined();
    expect(plain.vapid.keys).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(false);
    const given = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'given',
      VAPID_PUBLIC_KEY: 'p',
      VAPID_PRIVATE_KEY: 'q',
    });
    expect(given.jwtSecret).toBe('given');
    expect(given.vapid.keys).toEqual({ publicKey: 'p', privateKey: 'q' });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '9000',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://x@h/db',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ACCESS_TOKEN_TTL_SECONDS: '60',
    });
    expect(config).toMatchObject({
      port: 9000,
      seedDemo: false,
      databaseUrl: 'postgres://x@h/db',
      corsOrigins: ['https://a.example', 'https://b.example'],
      accessTokenTtlSeconds: 60,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT/);
  });

  it('keeps files locally on the embedded database, in PostgreSQL with DATABASE_URL, in S3 with S3_BUCKET', () => {
    const pg = 'postgres://x@h/db';
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ fileStore: 'local', fileStoreExplicit: false });
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pg }).fileStore).toBe('postgres');
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pg, FILE_STORE: 'local' })).toMatchObject({
      fileStore: 'local',
      fileStoreExplicit: true,
    });
    const s3 = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: pg,
      S3_BUCKET: 'dolbom-files',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_PREFIX: 'dolbom',
    });
    expect(s3.fileStore).toBe('s3');
    expect(s3.s3).toEqual({
      bucket: 'dolbom-files',
      region: 'us-east-1',
      endpoint: 'https://minio.internal:9000',
      prefix: 'dolbom/',
      forcePathStyle: true,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b-on-aws' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, FILE_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir, FILE_STORE: 'dropbox' })).toThrow(/FILE_STORE/);
  });

  it('allows no other origin by default in production, and any on a laptop (issue 29)', () => {
    const cors = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).corsOrigins;
    expect(cors({ NODE_ENV: 'production' })).toEqual([]);
    expect(cors({ DATABASE_URL: 'postgres://x@h/db' })).toEqual([]);
    expect(cors({ NODE_ENV: 'production', CORS_ORIGINS: ' ' })).toEqual([]);
    // `npm start` and `npm run dev` say `*`; a deployment may list its origins.
    expect(cors({ NODE_ENV: 'production', CORS_ORIGINS: '*' })).toBe('*');
    expect(cors({ DATABASE_URL: 'postgres://x@h/db', CORS_ORIGINS: 'https://a.example' })).toEqual([
      'https://a.example',
    ]);
    expect(cors({})).toBe('*');
    expect(cors({ NODE_ENV: 'development' })).toBe('*');
  });

  it('documents every variable it reads', () => {
    const source = fs.readFileSync(path.join(__dirname, '../config.ts'), 'utf8');
    const read = new Set([...source.matchAll(/env(?:\.|, ')([A-Z][A-Z0-9_]{2,})/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual(CONFIG_ENV.map((e) => e.name).sort());
  });
});
