// Typed configuration from the environment. Every variable is listed in CONFIG_ENV (the README table).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from './modules/storage/s3-file-store';

/** Repository root: server/src → ../.., and from the compiled server/dist/server/src the first folder
 * above that holds server/drizzle (scripts/build-server.mjs). */
function repoRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'server', 'drizzle'))) return dir;
  }
  return path.resolve(from, '../..');
}
export const REPO_ROOT = repoRoot(__dirname);
/** `DATA_DIR=memory://` keeps the embedded database in memory (tests, throwaway runs). */
export const MEMORY_DATA_DIR = 'memory://';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL URL; undefined means the embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_MAX; default 2 × cores + 1). */
  databasePoolMax: number;
  dataDir: string;
  /** JWT_SECRET: signs access tokens instead of the shared keys in the database (server_keys, ADR 0028). */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** How often each API process re-reads ended sessions, in case it missed a notification. */
  sessionPollMs: number;
  gazetteerPath: string;
  /** The national 장기요양기관 evaluation list loaded into centers on migrate (ADR 0010). */
  centersPath: string;
  /** CENTERS_FORCE: load the center list even when it is older than the one loaded (issue 28). */
  centersForce: boolean;
  /** SHUTDOWN_GRACE_SECONDS: after SIGTERM, how long /readyz says 503 while requests are still served. */
  shutdownGraceSeconds: number;
  /** METRICS_PORT: Prometheus metrics on their own port (never the public one); undefined = off. */
  metricsPort: number | undefined;
  /** METRICS_HOST: the interface of the metrics port. */
  metricsHost: string;
  appsDir: { shell: string; caregiver: string; manager: string; admin: string };
  remotes: { caregiver: string; manager: string; admin: string };
  /** Seed the demo accounts (published password) on first start; only when asked (SEED_DEMO=true). */
  seedDemo: boolean;
  /** Serve the OpenAPI UI and document at /api/docs (API_DOCS=true; on for `npm run dev` and `npm start`). */
  apiDocs: boolean;
  logLevel: string;
  /**
   * Write every JSON answer with zod as well as with the compiled serializer and refuse a difference
   * (CHECK_RESPONSES; on unless NODE_ENV=production: plugins/response-serializer.ts).
   */
  checkResponses: boolean;
  /** Login attempts per IP per minute. */
  loginRateLimitMax: number;
  /** Fastify trustProxy: whom to believe in X-Forwarded-For (client IP for the login rate limit). */
  trustProxy: boolean | string[];
  /** Where the local photo storage keeps profile photos (served at /uploads/<file>). */
  uploadDir: string;
  /** Private files (certificate photos): never served by a static route, only by checked API routes. */
  privateDir: string;
  /** When set, the local SMS sender also appends every message line to this file (e2e reads codes). */
  smsLogFile: string | undefined;
  /** SUPPORT_CONTACT: the 고객센터 number a suspended account is told to call (issue 30); unset = none named. */
  supportContact: string | undefined;
  /** Versioned remotes (`apps/<role>/<version>/`) and the `remotes.json` that picks one per role (scripts/deploy-remote.ts). */
  deployDir: string;
  /** Kakao Local REST key; when set, addresses are geocoded by Kakao with the gazetteer as fallback. */
  kakaoRestKey: string | undefined;
  /** Allowed browser origins for the API; `*` allows any, none (`[]`) only the API's own origin. */
  corsOrigins: string[] | '*';
  /** Web Push: `web-push` sends through the push services, `local` only records (tests, offline). */
  pushSender: 'local' | 'web-push';
  /** Subject of Web Push, and VAPID keys (base64url) when given in the environment; else the pair kept
   * in the database is used (server_keys, ADR 0028). */
  vapid: { subject: string; keys: { publicKey: string; privateKey: string } | undefined };
  /** Public origin for links in SMS alerts (e.g. https://dolbom.example); empty gives relative links. */
  publicUrl: string;
  /**
   * Where every file is kept (FILE_STORE, ADR 0029): UPLOAD_DIR/PRIVATE_DIR on this machine, the database,
   * or an S3-compatible bucket. Default: s3 when S3_BUCKET is set, else postgres with DATABASE_URL, else local.
   */
  fileStore: FileStoreKind;
  /** FILE_STORE was set (not the default): no warning about local files left behind. */
  fileStoreExplicit: boolean;
  /** The bucket of FILE_STORE=s3. */
  s3: S3Settings | undefined;
  /** Hosts a web push endpoint may be on (`host`, `*.domain`, optionally `:port`): the push services'. */
  pushServiceHosts: string[];
}

export type FileStoreKind = 'local' | 'postgres' | 's3';

/** The browsers' push services: Chrome/Android (FCM), Firefox (autopush), Safari (Apple), Edge (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export const CONFIG_ENV: ReadonlyArray<{ name: string; default: string; description: string }> = [
  { name: 'PORT', default: '8080', description: 'HTTP port' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL 15+ URL; when unset the embedded PGlite database in DATA_DIR/pglite is used',
  },
  {
    name: 'DATABASE_POOL_MAX',
    default: '2 × cores + 1',
    description:
      'Connections in the PostgreSQL pool of one API process (5 on 2 cores: more only queue on the same CPUs)',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Embedded database (and the local file store); `memory://` keeps PGlite in memory. Keys live in the database (ADR 0028)',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    description:
      'HS256 secret that signs access tokens instead of the keys kept in the database (generated once, rotated by `npm run keys -- rotate`)',
  },
  { name: 'ACCESS_TOKEN_TTL_SECONDS', default: '1800', description: 'Access token lifetime in seconds' },
  {
    name: 'SESSION_POLL_SECONDS',
    default: '5',
    description: 'Catch-up poll for ended sessions (logout elsewhere) behind LISTEN/NOTIFY, in seconds',
  },
  {
    name: 'GAZETTEER_PATH',
    default: '../shared/data/kr-legal-dong-centroids.csv',
    description: '법정동 centroid CSV used to turn a bcode into coordinates',
  },
  {
    name: 'CENTERS_PATH',
    default: '../shared/data/kr-ltc-evaluations.csv',
    description:
      '장기요양기관 evaluation CSV loaded into the centers table on migrate (skipped when unchanged)',
  },
  {
    name: 'CENTERS_FORCE',
    default: 'false',
    description:
      "Load CENTERS_PATH even when it is older (by newest eval_year, then that year's evaluations) than the list loaded; otherwise refused with a log line",
  },
  {
    name: 'SHUTDOWN_GRACE_SECONDS',
    default: '5',
    description:
      'After SIGTERM: /readyz answers 503 at once and requests are still served this long (the balancer notices), then in-flight requests finish and the process exits (within 15 s)',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    description:
      'Serve Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics (off when unset; never on the public port)',
  },
  {
    name: 'METRICS_HOST',
    default: '127.0.0.1',
    description:
      'Interface of the metrics port (e.g. 0.0.0.0 for a scraper on another machine of a private network)',
  },
  {
    name: 'REMOTE_CAREGIVER_URL',
    default: '/apps/caregiver/mf-manifest.json',
    description: 'Caregiver remote manifest URL served in /remotes.json',
  },
  {
    name: 'REMOTE_MANAGER_URL',
    default: '/apps/manager/mf-manifest.json',
    description: 'Manager remote manifest URL served in /remotes.json',
  },
  {
    name: 'REMOTE_ADMIN_URL',
    default: '/apps/admin/mf-manifest.json',
    description: 'Operator (admin) remote manifest URL served in /remotes.json',
  },
  {
    name: 'DEPLOY_DIR',
    default: './deploy',
    description:
      'Deployed remote versions (`apps/<role>/<version>/`) and the `remotes.json` that overrides the URLs above; written by `npm run deploy:remote`',
  },
  {
    name: 'SEED_DEMO',
    default: 'false',
    description:
      'Seed the demo accounts (published password) on first start when there are no users; `npm start` and `npm run dev` set it',
  },
  {
    name: 'API_DOCS',
    default: 'false',
    description: 'Serve the OpenAPI UI and document at /api/docs; `npm start` and `npm run dev` set it',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'pino log level (fatal, error, warn, info, debug, trace)',
  },
  {
    name: 'NODE_ENV',
    default: '',
    description: '`production` (as `npm start` sets it) turns CHECK_RESPONSES off by default',
  },
  {
    name: 'CHECK_RESPONSES',
    default: 'true unless NODE_ENV=production',
    description:
      'Write every JSON answer with zod as well as with the serializer compiled from its schema, and answer 500 where they differ (tests, development)',
  },
  { name: 'LOGIN_RATE_LIMIT_MAX', default: '20', description: 'POST /api/login attempts per IP per minute' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Behind a load balancer: `true`, or comma-separated proxy IPs/CIDRs whose X-Forwarded-For is believed',
  },
  {
    name: 'CORS_ORIGINS',
    default: 'same origin only in production (NODE_ENV=production or DATABASE_URL set), else `*`',
    description:
      'Comma-separated origins allowed to call the API from a browser (echoed, with credentials); `*` echoes any origin; `npm start` and `npm run dev` set `*`',
  },
  {
    name: 'UPLOAD_DIR',
    default: 'DATA_DIR/uploads',
    description:
      'Directory of profile photos of the local file store (FILE_STORE=local), served at /uploads/<file>',
  },
  {
    name: 'PRIVATE_DIR',
    default: 'DATA_DIR/private',
    description:
      'Directory of private files (certificate and proof photos, contracts) of the local file store, never served publicly',
  },
  {
    name: 'FILE_STORE',
    default: 's3 with S3_BUCKET, else postgres with DATABASE_URL, else local',
    description:
      'Where photos and private files are kept: `local` (UPLOAD_DIR and PRIVATE_DIR on this machine), `postgres` (the database) or `s3` (an S3-compatible bucket)',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description: 'Bucket of the S3 file store (private: the API serves every file)',
  },
  {
    name: 'S3_REGION',
    default: 'us-east-1',
    description: 'Region of the bucket (e.g. ap-northeast-2 on AWS); compatible stores usually accept any',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS)',
    description: 'URL of an S3-compatible store (MinIO, Ceph, NCP Object Storage, …)',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'true with S3_ENDPOINT',
    description: 'Path-style requests (endpoint/bucket/key), which most compatible stores need',
  },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '(unset)',
    description:
      "Access key of the bucket; unset: the AWS SDK's own chain (AWS_* variables, an instance role)",
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret key matching S3_ACCESS_KEY_ID' },
  { name: 'S3_PREFIX', default: '(none)', description: 'Key prefix inside the bucket (e.g. `dolbom/`)' },
  {
    name: 'KAKAO_REST_KEY',
    default: '(unset)',
    description:
      'Kakao Local REST API key; when set, addresses are placed by Kakao (building level), else by the gazetteer',
  },
  {
    name: 'SMS_LOG_FILE',
    default: '(unset)',
    description: 'Also append every SMS the local sender "sends" (verification codes) to this file',
  },
  {
    name: 'SUPPORT_CONTACT',
    default: '(unset)',
    description:
      'The 고객센터 number (e.g. 1588-0000) a suspended account is told to call; unset: no number is named',
  },
  {
    name: 'PUSH_SENDER',
    default: 'web-push',
    description:
      "`web-push` sends Web Push through the browsers' push services; `local` only records what would be sent (the default with DATA_DIR=memory://)",
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(generated)',
    description:
      'Web Push VAPID public key (base64url); with VAPID_PRIVATE_KEY, else the pair generated once into the database',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(generated)',
    description: 'Web Push VAPID private key (base64url)',
  },
  {
    name: 'VAPID_SUBJECT',
    default: 'mailto:admin@dolbom.local',
    description: 'Contact of the push sender (mailto: or https: URL) sent to push services',
  },
  {
    name: 'PUBLIC_URL',
    default: '(unset)',
    description: 'Public origin of the app for the links in SMS alerts (e.g. https://dolbom.example)',
  },
  {
    name: 'PUSH_SERVICE_HOSTS',
    default: DEFAULT_PUSH_SERVICE_HOSTS.join(','),
    description:
      'Comma-separated hosts a web push endpoint may be on (`*.domain` for subdomains, `:port` for a port other than 443); nothing else is ever contacted',
  },
];

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(raw);
}

/** VAPID keys given in the environment (both or neither). */
function vapidFromEnv(env: Env): { publicKey: string; privateKey: string } | undefined {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return undefined;
  return { publicKey: env.VAPID_PUBLIC_KEY.trim(), privateKey: env.VAPID_PRIVATE_KEY.trim() };
}

function fileStoreOf(env: Env): {
  fileStore: FileStoreKind;
  fileStoreExplicit: boolean;
  s3: S3Settings | undefined;
} {
  const bucket = env.S3_BUCKET?.trim() || undefined;
  const chosen = env.FILE_STORE?.trim().toLowerCase() || undefined;
  const fileStore = chosen ?? (bucket ? 's3' : env.DATABASE_URL ? 'postgres' : 'local');
  if (fileStore !== 'local' && fileStore !== 'postgres' && fileStore !== 's3') {
    throw new Error('FILE_STORE must be local, postgres or s3');
  }
  if (fileStore === 's3' && !bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    fileStore,
    fileStoreExplicit: chosen !== undefined,
    s3: bucket
      ? {
          bucket,
          region: env.S3_REGION?.trim() || 'us-east-1',
          endpoint,
          prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
          forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
          accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
        }
      : undefined,
  };
}

/** Off by default: trusting X-Forwarded-For from anyone would let a client dodge the rate limit. */
function trustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim());
}

/**
 * `CORS_ORIGINS` as given; unset, a deployment (NODE_ENV=production, or a PostgreSQL DATABASE_URL) allows
 * no other origin — the apps are served from the API's own origin — and a laptop any (`*`).
 * `npm start` and `npm run dev` set `*` themselves.
 */
function corsOrigins(raw: string, env: Env): AppConfig['corsOrigins'] {
  if (raw === '*') return '*';
  if (raw !== '') {
    return raw
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  }
  return env.NODE_ENV === 'production' || env.DATABASE_URL ? [] : '*';
}

export function loadConfig(env: Env = process.env): AppConfig {
  const rawDataDir = env.DATA_DIR || path.join(REPO_ROOT, 'data');
  const dataDir = rawDataDir === MEMORY_DATA_DIR ? rawDataDir : path.resolve(rawDataDir);
  const origins = (env.CORS_ORIGINS ?? '').trim();
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: Math.max(1, int(env, 'DATABASE_POOL_MAX', 2 * os.availableParallelism() + 1)),
    dataDir,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 1800),
    sessionPollMs: Math.max(1, int(env, 'SESSION_POLL_SECONDS', 5)) * 1000,
    gazetteerPath: path.resolve(
      REPO_ROOT,
      env.GAZETTEER_PATH || '../shared/data/kr-legal-dong-centroids.csv',
    ),
    centersPath: path.resolve(REPO_ROOT, env.CENTERS_PATH || '../shared/data/kr-ltc-evaluations.csv'),
    centersForce: bool(env, 'CENTERS_FORCE', false),
    shutdownGraceSeconds: int(env, 'SHUTDOWN_GRACE_SECONDS', 5),
    metricsPort: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    appsDir: {
      shell: path.join(REPO_ROOT, 'shell/dist'),
      caregiver: path.join(REPO_ROOT, 'caregiver-app/dist'),
      manager: path.join(REPO_ROOT, 'manager-app/dist'),
      admin: path.join(REPO_ROOT, 'admin-app/dist'),
    },
    remotes: {
      caregiver: env.REMOTE_CAREGIVER_URL || '/apps/caregiver/mf-manifest.json',
      manager: env.REMOTE_MANAGER_URL || '/apps/manager/mf-manifest.json',
      admin: env.REMOTE_ADMIN_URL || '/apps/admin/mf-manifest.json',
    },
    seedDemo: bool(env, 'SEED_DEMO', false),
    apiDocs: bool(env, 'API_DOCS', false),
    logLevel: env.LOG_LEVEL || 'info',
    checkResponses: bool(env, 'CHECK_RESPONSES', env.NODE_ENV !== 'production'),
    loginRateLimitMax: int(env, 'LOGIN_RATE_LIMIT_MAX', 20),
    trustProxy: trustProxy(env.TRUST_PROXY),
    uploadDir: env.UPLOAD_DIR
      ? path.resolve(env.UPLOAD_DIR)
      : dataDir === MEMORY_DATA_DIR
        ? path.join(os.tmpdir(), 'dolbom-uploads')
        : path.join(dataDir, 'uploads'),
    privateDir: env.PRIVATE_DIR
      ? path.resolve(env.PRIVATE_DIR)
      : dataDir === MEMORY_DATA_DIR
        ? path.join(os.tmpdir(), 'dolbom-private')
        : path.join(dataDir, 'private'),
    smsLogFile: env.SMS_LOG_FILE ? path.resolve(env.SMS_LOG_FILE) : undefined,
    supportContact: env.SUPPORT_CONTACT?.trim() || undefined,
    deployDir: path.resolve(REPO_ROOT, env.DEPLOY_DIR || 'deploy'),
    kakaoRestKey: env.KAKAO_REST_KEY?.trim() || undefined,
    corsOrigins: corsOrigins(origins, env),
    pushSender:
      (env.PUSH_SENDER || (dataDir === MEMORY_DATA_DIR ? 'local' : 'web-push')) === 'local'
        ? 'local'
        : 'web-push',
    vapid: { keys: vapidFromEnv(env), subject: env.VAPID_SUBJECT || 'mailto:admin@dolbom.local' },
    publicUrl: (env.PUBLIC_URL ?? '').trim().replace(/\/+$/, ''),
    ...fileStoreOf(env),
    pushServiceHosts: env.PUSH_SERVICE_HOSTS?.trim()
      ? env.PUSH_SERVICE_HOSTS.split(',')
          .map((h) => h.trim())
          .filter(Boolean)
      : [...DEFAULT_PUSH_SERVICE_HOSTS],
  };
}
