// The keys every API process shares (issue 28, ADR 0028), in `server_keys`: access-token signing keys
// (by kid; the newest signs), the `derive` secret of stored HMACs (refresh-token successors, recovery
// codes) and the Web Push (VAPID) key pair. Before this, each process generated its own into its DATA_DIR,
// so behind a balancer every other request was signed by a stranger.
import { createECDH, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys, type ServerKeyRow } from '../../db/schema';

/** NOTIFY channel of a rotation: every process reloads its keys at once (and polls as a fallback). */
export const KEYS_CHANNEL = 'dolbom_keys';
/** The kid of a secret imported from a DATA_DIR/jwt-secret file: tokens without a kid were signed by it. */
export const LEGACY_KID = 'legacy';
const DERIVE_KID = 'derive';
const VAPID_KID = 'vapid';
/** Serialises the first generation when it runs outside the start-up lock (any constant bigint). */
const KEYS_LOCK = 7_301_028;

const newSecret = () => randomBytes(32).toString('base64url');
const newKid = () => randomBytes(8).toString('hex');

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/** The kid of a secret given in JWT_SECRET: named after (a hash of) the secret, so a changed secret is another key. */
export const envKid = (secret: string) =>
  `env-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** What a deployment from before issue 28 kept in its DATA_DIR, imported once so its sessions and push
 * subscriptions survive the upgrade (ADR 0028). */
function legacyFiles(dataDir: string | undefined) {
  if (!dataDir) return {};
  const jwtSecret = readIfPresent(path.join(dataDir, 'jwt-secret'));
  let vapid: { publicKey: string; privateKey: string } | undefined;
  const rawVapid = readIfPresent(path.join(dataDir, 'vapid-keys.json'));
  if (rawVapid) {
    try {
      const parsed = JSON.parse(rawVapid) as { publicKey?: unknown; privateKey?: unknown };
      if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string') {
        vapid = { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
      }
    } catch {
      // not ours: a fresh pair is generated instead
    }
  }
  return { jwtSecret, vapid };
}

export interface EnsureKeysResult {
  /** Purposes generated (or imported) by this call; empty when another process did it before. */
  created: string[];
  imported: string[];
}

/**
 * Makes sure the database has a signing key, a derive secret and a VAPID pair: whoever comes first
 * creates them (under an advisory lock, in one transaction); everyone else finds them. `legacyDataDir`:
 * a DATA_DIR whose jwt-secret / vapid-keys.json are imported instead of generating new ones.
 */
export async function ensureServerKeys(db: Db, legacyDataDir?: string): Promise<EnsureKeysResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK})`);
    const rows = await tx.select({ purpose: serverKeys.purpose }).from(serverKeys);
    const have = new Set(rows.map((r) => r.purpose));
    const created: string[] = [];
    const imported: string[] = [];
    if (have.has('access-token') && have.has('derive') && have.has('vapid')) return { created, imported };
    const legacy = legacyFiles(legacyDataDir);
    const add = async (row: typeof serverKeys.$inferInsert, fromFile: boolean) => {
      await tx.insert(serverKeys).values(row).onConflictDoNothing();
      (fromFile ? imported : created).push(row.purpose);
    };
    if (!have.has('access-token')) {
      // The imported secret keeps the sessions of a running deployment: its tokens carry no kid.
      if (legacy.jwtSecret)
        await add({ kid: LEGACY_KID, purpose: 'access-token', secret: legacy.jwtSecret }, true);
      else await add({ kid: newKid(), purpose: 'access-token', secret: newSecret() }, false);
    }
    if (!have.has('derive')) {
      await add(
        { kid: DERIVE_KID, purpose: 'derive', secret: legacy.jwtSecret ?? newSecret() },
        !!legacy.jwtSecret,
      );
    }
    if (!have.has('vapid')) {
      const pair = legacy.vapid ?? generateVapidKeys();
      await add(
        { kid: VAPID_KID, purpose: 'vapid', secret: pair.privateKey, publicKey: pair.publicKey },
        !!legacy.vapid,
      );
    }
    return { created, imported };
  });
}

export async function loadServerKeys(db: Db): Promise<ServerKeyRow[]> {
  return db.select().from(serverKeys).orderBy(asc(serverKeys.createdAt), asc(serverKeys.kid));
}

/**
 * Adds a new signing key (it signs from now on, on every process within a minute) and tells every
 * process at once; signing keys superseded longer ago than `keepSeconds` are deleted: no token they
 * signed can still be valid.
 */
export async function rotateSigningKey(
  db: Db,
  keepSeconds: number,
): Promise<{ kid: string; pruned: string[] }> {
  const kid = newKid();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK})`);
    // clock_timestamp(): a later key must sort after every earlier one even within this transaction.
    await tx
      .insert(serverKeys)
      .values({ kid, purpose: 'access-token', secret: newSecret(), createdAt: sql`clock_timestamp()` });
    // A key is superseded when the next one was created; that one's created_at is its end.
    const pruned = await tx
      .delete(serverKeys)
      .where(
        and(
          eq(serverKeys.purpose, 'access-token'),
          sql`exists (select 1 from server_keys n where n.purpose = 'access-token'
            and n.created_at > ${serverKeys.createdAt}
            and n.created_at < now() - make_interval(secs => ${keepSeconds}))`,
        ),
      )
      .returning({ kid: serverKeys.kid });
    await tx.execute(sql`select pg_notify(${KEYS_CHANNEL}, ${kid})`);
    return { kid, pruned: pruned.map((r) => r.kid) };
  });
}

/** Signing keys, oldest first (for `npm run keys -- list`). */
export async function listSigningKeys(db: Db) {
  return db
    .select({ kid: serverKeys.kid, createdAt: serverKeys.createdAt })
    .from(serverKeys)
    .where(eq(serverKeys.purpose, 'access-token'))
    .orderBy(asc(serverKeys.createdAt), asc(serverKeys.kid));
}
