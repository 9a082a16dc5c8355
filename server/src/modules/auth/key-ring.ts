// This process's copy of the shared keys (server-keys.ts): what signs new access tokens, what verifies a
// token by its kid, the derive secret and the VAPID pair. Refreshed when another process rotates (NOTIFY),
// by a poll in case that was missed, and when a token names a kid not seen yet (a process that picked
// up a rotation first), so no token signed by a live key is ever refused.
import type { Db, Listen } from '../../db/client';
import type { ServerKeyRow } from '../../db/schema';
import { envKid, KEYS_CHANNEL, LEGACY_KID, loadServerKeys } from './server-keys';
import type { TokenKeys, VerifyingKey } from './tokens';

/** Every process signs with the newest key within this long of its creation (the poll). */
export const KEYS_POLL_MS = 30_000;
/**
 * How long after a newer key exists an older one may still sign (a process that has not polled yet),
 * with room for clocks: its tokens are accepted when issued up to this long after it was superseded.
 */
export const SIGN_LAG_SECONDS = 120;
/** An unknown kid reloads the keys at most this often (a stream of made-up kids is not a stream of queries). */
const LOOKUP_EVERY_MS = 2_000;

export interface KeyRingOptions {
  db: Db;
  listen: Listen;
  accessTtlSeconds: number;
  /** JWT_SECRET: signs instead of the database's keys (which still verify their unexpired tokens). */
  envSecret?: string | undefined;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: used instead of the database's pair. */
  envVapid?: { publicKey: string; privateKey: string } | undefined;
  pollMs?: number;
  onError?: (err: unknown) => void;
  now?: () => number;
}

export interface KeyRing extends TokenKeys {
  /** The secret of HMACs that are stored or recomputed later (refresh successors, recovery codes). */
  readonly deriveSecret: string;
  readonly vapid: { publicKey: string; privateKey: string };
  /** The kid new tokens are signed with now. */
  currentKid(): string;
  reload(): Promise<void>;
  close(): Promise<void>;
}

const bytes = (secret: string) => new TextEncoder().encode(secret);

export async function startKeyRing(opts: KeyRingOptions): Promise<KeyRing> {
  const now = opts.now ?? Date.now;
  const envKey = opts.envSecret ? { secret: bytes(opts.envSecret) } : undefined;
  let rows: ServerKeyRow[] = [];
  let verify = new Map<string, VerifyingKey>();
  let signer: { kid: string; secret: Uint8Array } | undefined;
  let lastLookup = 0;

  const build = (loaded: ServerKeyRow[]) => {
    const signing = loaded.filter((r) => r.purpose === 'access-token');
    const next = new Map<string, VerifyingKey>();
    signing.forEach((row, i) => {
      const successor = signing[i + 1];
      const supersededAt = successor ? successor.createdAt.getTime() / 1000 : undefined;
      next.set(
        row.kid,
        supersededAt === undefined
          ? { secret: bytes(row.secret) }
          : {
              secret: bytes(row.secret),
              signedUntil: supersededAt + SIGN_LAG_SECONDS,
              deadUntil: supersededAt + SIGN_LAG_SECONDS + opts.accessTtlSeconds,
            },
      );
    });
    const newest = signing[signing.length - 1];
    if (opts.envSecret) {
      const kid = envKid(opts.envSecret);
      next.set(kid, { secret: bytes(opts.envSecret) });
      signer = { kid, secret: bytes(opts.envSecret) };
    } else if (newest) {
      signer = { kid: newest.kid, secret: bytes(newest.secret) };
    }
    rows = loaded;
    verify = next;
  };

  const reload = async () => build(await loadServerKeys(opts.db));
  await reload();
  const derive = opts.envSecret ?? rows.find((r) => r.purpose === 'derive')?.secret;
  const vapidRow = rows.find((r) => r.purpose === 'vapid');
  const vapid =
    opts.envVapid ??
    (vapidRow?.publicKey ? { publicKey: vapidRow.publicKey, privateKey: vapidRow.secret } : undefined);
  if (!signer || !derive || !vapid)
    throw new Error('server keys are missing: the start-up did not create them');

  /** A replaced key verifies nothing once every token it signed has expired. */
  const alive = (key: VerifyingKey | undefined) =>
    key && (key.deadUntil === undefined || now() / 1000 <= key.deadUntil) ? key : undefined;

  const safeReload = () => reload().catch((err: unknown) => opts.onError?.(err));
  const unlisten = await opts.listen(
    KEYS_CHANNEL,
    () => void safeReload(),
    () => void safeReload(),
  );
  const timer = setInterval(() => void safeReload(), opts.pollMs ?? KEYS_POLL_MS);
  timer.unref();

  return {
    deriveSecret: derive,
    vapid,
    currentKid: () => signer!.kid,
    signing: () => signer!,
    find(kid) {
      // Tokens from before kids existed: JWT_SECRET's, or the secret imported from DATA_DIR/jwt-secret.
      if (kid === undefined) return opts.envSecret ? envKey : alive(verify.get(LEGACY_KID));
      return alive(verify.get(kid));
    },
    async lookup(kid) {
      if (verify.has(kid) || now() - lastLookup < LOOKUP_EVERY_MS) return alive(verify.get(kid));
      lastLookup = now();
      await reload();
      return alive(verify.get(kid));
    },
    reload,
    async close() {
      clearInterval(timer);
      await unlisten();
    },
  };
}
